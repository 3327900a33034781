import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Toaster } from "sonner";
import { TOAST_DURATION_MS } from "../../shared/messages";
import { AuthProvider } from "../features/auth/auth-context";
import { createQueryClient } from "./query-client";

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <Toaster duration={TOAST_DURATION_MS} richColors closeButton position="top-center" />
    </QueryClientProvider>
  );
}
