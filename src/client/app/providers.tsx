import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { AuthProvider } from "../lib/account/auth-context";
import { createQueryClient } from "./query-client";
import { ToasterHost } from "./toaster-host";

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <ToasterHost />
    </QueryClientProvider>
  );
}
