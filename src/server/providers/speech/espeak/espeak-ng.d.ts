/**
 * Types for the parts of the espeak-ng npm package (an Emscripten MODULARIZE build of
 * the espeak-ng CLI, no typings of its own) that espeak-engine.ts uses.
 */
declare module "espeak-ng" {
  export type EspeakFileSystem = {
    writeFile(path: string, data: string | Uint8Array): void;
    readFile(path: string): Uint8Array;
    unlink(path: string): void;
  };

  export type EspeakModule = {
    FS: EspeakFileSystem;
  };

  export type EspeakModuleOptions = {
    arguments?: string[];
    noInitialRun?: boolean;
    thisProgram?: string;
    print?: (line: string) => void;
    printErr?: (line: string) => void;
    quit?: (status: number, toThrow: unknown) => void;
    instantiateWasm?: (
      imports: WebAssembly.Imports,
      receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
    ) => Record<string, never>;
  };

  const ESpeakNg: (options?: EspeakModuleOptions) => Promise<EspeakModule>;
  export default ESpeakNg;
}
