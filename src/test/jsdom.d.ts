// jsdom 31 ships no types (and @types/jsdom describes an older API): the parts the tests use.
declare module "jsdom" {
  export type Interceptor = unknown;
  export function requestInterceptor(
    handler: (
      request: Request,
      context: { element: Element | null },
    ) => Response | undefined | Promise<Response | undefined>,
  ): Interceptor;
  export class JSDOM {
    constructor(
      html: string,
      options?: {
        url?: string;
        runScripts?: "dangerously" | "outside-only";
        resources?: "usable" | { interceptors?: Interceptor[] };
        beforeParse?: (window: Window & typeof globalThis) => void;
      },
    );
    readonly window: Window & typeof globalThis;
  }
}
