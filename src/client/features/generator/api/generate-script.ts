import { useMutation } from "@tanstack/react-query";
import type { GenerateScriptInput, GenerateScriptResult } from "../../../../shared/schemas/generator";
import { apiFetch } from "../../../lib/api";

export function generateScript(input: GenerateScriptInput): Promise<GenerateScriptResult> {
  return apiFetch<GenerateScriptResult>("/api/scripts", { json: input });
}

export function useGenerateScript() {
  return useMutation({ mutationFn: generateScript });
}
