import type { ComponentProps } from "react";
import { Input } from "./input";
import { Label } from "./label";

/** A labelled single-line input: the label points at the field by id. */
export function TextField({
  id,
  label,
  onValueChange,
  ...input
}: Omit<ComponentProps<"input">, "onChange"> & { id: string; label: string; onValueChange: (value: string) => void }) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} onChange={(e) => onValueChange(e.target.value)} required {...input} />
    </div>
  );
}
