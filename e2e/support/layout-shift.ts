/**
 * The layout shift a document has had so far (buffered entries) plus any in the next 500 ms.
 * Self-contained: pass it to `page.evaluate` or `locator.evaluate` to run inside the page or a frame.
 */
export const layoutShiftTotal = () =>
  new Promise<number>((resolve) => {
    let total = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) total += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
    setTimeout(() => resolve(total), 500);
  });
