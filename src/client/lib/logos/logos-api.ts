import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LogoResponse } from "../../../shared/logos/logos";
import { apiFetch } from "../api";

/** Whose logo: a connected site's (the default for its products) or one audio's own. */
export type LogoOwner = { kind: "site" | "audio"; id: string };

const pathOf = (owner: LogoOwner) => `/api/${owner.kind === "site" ? "sites" : "audios"}/${owner.id}/logo`;
/** Every logo query starts with this: a change to one may change what another shows. */
const ALL_LOGOS = ["logo"] as const;
export const logoQueryKey = (owner: LogoOwner) => [...ALL_LOGOS, owner.kind, owner.id] as const;

export function useLogo(owner: LogoOwner, enabled = true) {
  return useQuery({ queryKey: logoQueryKey(owner), queryFn: () => apiFetch<LogoResponse>(pathOf(owner)), enabled });
}

/**
 * PUT the image as the raw body (the server types it by its bytes) with its alt text, or DELETE.
 * Either way every logo shown may change (an audio shows its site's), so all logo queries refresh.
 */
export function useLogoMutations(owner: LogoOwner) {
  const queryClient = useQueryClient();
  const onSuccess = async (answer: LogoResponse) => {
    queryClient.setQueryData(logoQueryKey(owner), answer);
    await queryClient.invalidateQueries({ queryKey: ALL_LOGOS });
  };
  const upload = useMutation({
    mutationFn: ({ file, alt }: { file: File; alt: string }) =>
      apiFetch<LogoResponse>(`${pathOf(owner)}${alt.trim() ? `?alt=${encodeURIComponent(alt.trim())}` : ""}`, {
        method: "PUT",
        headers: { "content-type": file.type || "application/octet-stream" },
        body: file,
      }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: () => apiFetch<LogoResponse>(pathOf(owner), { method: "DELETE" }),
    onSuccess,
  });
  return { upload, remove };
}
