import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { Toaster } from "sonner";
import { AuthProvider } from "../../client/lib/account/auth-context";

/** A QueryClient of its own for each test: nothing cached leaks from one test to the next. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, gcTime: Infinity },
      mutations: { retry: 0 },
    },
  });
}

/**
 * Renders a component as the app does: a fresh QueryClient, a router at `path`, sonner's toasts
 * (they are what a seller reads after an action) and, with `auth`, the session provider (answering
 * GET /api/me is then the test's fetch stub's job). Returns a user-event session.
 */
export function renderPage(ui: ReactNode, options: { path?: string; auth?: boolean } = {}) {
  const queryClient = createTestQueryClient();
  const location = { pathname: "", search: "" };
  function LocationProbe() {
    const current = useLocation();
    location.pathname = current.pathname;
    location.search = current.search;
    return null;
  }
  // A wrapper, so that rerender() with new props keeps the same providers and router.
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[options.path ?? "/"]}>
          {options.auth ? <AuthProvider>{children}</AuthProvider> : children}
          <LocationProbe />
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    );
  }
  const user = userEvent.setup({ delay: null });
  const view = render(ui, { wrapper: Providers });
  return { ...view, user, queryClient, location };
}
