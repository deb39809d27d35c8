import type { PublicSigning } from "@app/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { publicSigningBase } from "./remote-sign-api";

export const publicSigningKey = (token: string) => ["public-signing", token] as const;

/** What the invitee sees of the contract; a 404 is an unknown, expired or revoked link. */
export function usePublicSigning(token: string) {
  return useQuery({
    queryKey: publicSigningKey(token),
    queryFn: ({ signal }) => api.get<PublicSigning>(`${publicSigningBase(token)}/`, { signal }),
  });
}

/** The contract to read before signing: the last revision signed here, else the frozen PDF. */
export const publicDocumentUrl = (token: string) => `${publicSigningBase(token)}/document/`;
