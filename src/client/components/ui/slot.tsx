import {
  cloneElement,
  Fragment,
  isValidElement,
  useCallback,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  type RefCallback,
} from "react";

// The part of Radix's Slot that `Button asChild` uses: the button's props onto its one child
// element, merged as Radix merges them. Radix's Slot (with its Slottable and lazy-child support
// that no code here uses) was 1.4 KB of the start-up bundle (decision 127). Radix's own components
// (dialogs, triggers) keep using theirs.

type Props = Record<string, unknown>;
type Handler = (...args: unknown[]) => unknown;

function setRef<T>(ref: Ref<T> | undefined, value: T | null): unknown {
  if (typeof ref === "function") return ref(value);
  if (ref) ref.current = value;
  return undefined;
}

/** Both refs get the node; a ref callback's cleanup (React 19) runs, the other ref is cleared. */
function useComposedRef<T>(first: Ref<T> | undefined, second: Ref<T> | undefined): RefCallback<T> {
  return useCallback(
    (node: T | null) => {
      const refs = [first, second];
      const cleanups = refs.map((ref) => setRef(ref, node));
      if (!cleanups.some((cleanup) => typeof cleanup === "function")) return undefined;
      return () =>
        refs.forEach((ref, i) => {
          const cleanup = cleanups[i];
          if (typeof cleanup === "function") (cleanup as () => void)();
          else setRef(ref, null);
        });
    },
    [first, second],
  );
}

function joinIds(...values: unknown[]): string | undefined {
  const ids = new Set(values.flatMap((value) => (typeof value === "string" ? value.split(/\s+/).filter(Boolean) : [])));
  return ids.size > 0 ? [...ids].join(" ") : undefined;
}

/**
 * The child's props win, except that both event handlers run (the child's first), styles are
 * combined (the child's win), class names and aria-describedby ids are joined.
 */
export function mergeSlotProps(slotProps: Props, childProps: Props): Props {
  const overrides: Props = { ...childProps };
  for (const name in childProps) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name)) {
      if (slotValue && childValue) {
        overrides[name] = (...args: unknown[]) => {
          const result = (childValue as Handler)(...args);
          (slotValue as Handler)(...args);
          return result;
        };
      } else if (slotValue) overrides[name] = slotValue;
    } else if (name === "style") overrides[name] = { ...(slotValue as object), ...(childValue as object) };
    else if (name === "className") overrides[name] = [slotValue, childValue].filter(Boolean).join(" ");
    else if (name === "aria-describedby") overrides[name] = joinIds(childValue, slotValue);
  }
  return { ...slotProps, ...overrides };
}

/** Renders its one child element with the slot's props merged in (see mergeSlotProps). */
export function Slot({
  children,
  ref,
  ...slotProps
}: HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> }) {
  const child = isValidElement<Props>(children) ? children : null;
  const childRef = child?.props.ref as Ref<HTMLElement> | undefined;
  const composedRef = useComposedRef(ref, childRef);
  if (!child) {
    if (children || children === 0) {
      throw new Error("Slot failed to slot onto its children. Expected a single React element child.");
    }
    return children;
  }
  const merged = mergeSlotProps(slotProps, child.props);
  if (child.type !== Fragment) merged.ref = ref ? composedRef : childRef;
  return cloneElement(child, merged);
}
