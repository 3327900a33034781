import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

type SliderProps = Omit<ComponentProps<"input">, "type" | "value" | "defaultValue" | "onChange"> & {
  value: number[];
  onValueChange?: (value: number[]) => void;
};

/**
 * A native range input (role="slider", arrow/Page/Home/End keys, touch) behind the array API
 * the callers were written against. Native rather than Radix Slider: the generator's
 * creativity control is on the landing page, and Radix Slider would add about 10 KB
 * gzipped to its start-up bundle. `accent-primary` themes the track and thumb.
 */
export function Slider({ className, value, onValueChange, ...props }: SliderProps) {
  return (
    <input
      type="range"
      value={value[0] ?? 0}
      onChange={(event) => onValueChange?.([event.currentTarget.valueAsNumber])}
      className={cn(
        "h-5 w-full min-w-0 cursor-pointer accent-primary disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}
