import type { DeleteAccountBody } from "@app/contracts";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { trackedDownload } from "../../../lib/downloads";

const EXPORT = "/api/account/customer/my-data/export/";

/** The customer's own data as a zip, its progress in the upload panel (issue 35). */
export function useMyDataExport() {
  // The download's own notice tells of a failure: the app-wide one would say it twice.
  return useMutation({ mutationFn: () => trackedDownload(EXPORT, "dati.zip"), meta: { silentError: true } });
}

/** Deletes the account: the caller then signs out locally, as the session has gone with it. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => api.post<void>("/api/account/customer/delete-account/", body),
    // The form shows why it was refused, beside the fields.
    meta: { silentError: true },
  });
}
