import { useMutation } from "@tanstack/react-query";
import type { GenerateScriptResult } from "../../../../shared/generator/generator-schemas";
import type { ScriptLength, ScriptTone } from "../../../../shared/generator/script-style";
import type { LanguageCode } from "../../../../shared/catalog/language-list";
import { apiFetch } from "../../../lib/api";

/** What the form sends (the schema's input side: the server fills in defaults and normalizes the link). */
export type GenerateScriptRequest = {
  productLink?: string;
  specifications?: string;
  language: LanguageCode;
  temperature: number;
  length?: ScriptLength;
  tone?: ScriptTone;
};

export function generateScript(input: GenerateScriptRequest): Promise<GenerateScriptResult> {
  return apiFetch<GenerateScriptResult>("/api/scripts", { json: input });
}

export function useGenerateScript() {
  return useMutation({ mutationFn: generateScript });
}
