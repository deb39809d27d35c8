import type {
  BulkCheckResult,
  BulkFormat,
  BulkFromContactsBody,
  BulkJob,
  BulkJobCreated,
  TemplateDetail,
} from "@app/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { downloadFile } from "../../../lib/download-file";
import { isBulkRunning } from "../model/bulk-states";

const BASE = "/api/agreement/customer/bulk";

/** A batch drafts ten rows per chunk in seconds: its progress is read again this often. */
export const BULK_POLL_MS = 2_000;

export const bulkKeys = {
  all: ["bulk", "customer"] as const,
  list: ["bulk", "customer", "list"] as const,
  job: (id: number) => ["bulk", "customer", "job", id] as const,
};

/** The template's title for the page's heading, and its parties (the catalogue's own retrieve). */
export function useBulkTemplate(templateId: number) {
  return useQuery({
    queryKey: ["bulk", "customer", "template", templateId],
    queryFn: ({ signal }) =>
      api.get<Pick<TemplateDetail, "id" | "title" | "parties">>(
        `/api/agreement/customer/template/retrieve/${templateId}/`,
        {
          signal,
        },
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The xlsx model of the template's current version. */
export const downloadBulkModel = (templateId: number) =>
  downloadFile(`${BASE}/template/${templateId}/`, {}, `compilazione-multipla-${templateId}.xlsx`);

/** The batch's ZIP: documents, manifest.csv, errori.xlsx. */
export const downloadBulkZip = (jobId: number) =>
  downloadFile(`${BASE}/download/${jobId}/`, {}, `compilazione-multipla-${jobId}.zip`);

const fileForm = (file: File, templateId: number, extra: Record<string, string> = {}) => {
  const form = new FormData();
  form.append("file", file, file.name);
  form.append("template", String(templateId));
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  return form;
};

/** Every row checked, nothing written. A bad file's 400 is said on the page, not in a toast. */
export function useCheckBulkFile(templateId: number) {
  return useMutation({
    mutationFn: (file: File) => api.post<BulkCheckResult>(`${BASE}/check/`, fileForm(file, templateId)),
    meta: { silentError: true },
  });
}

/**
 * Starts the batch. The key is the file's, made once when it was chosen: a second click, or a
 * resend after a lost answer, names the same batch instead of drafting everything twice.
 */
export function useCreateBulkJob(templateId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: { file: File; format: BulkFormat; key: string }) =>
      api.post<BulkJobCreated>(
        `${BASE}/create/`,
        fileForm(request.file, templateId, { format: request.format }),
        {
          headers: { "Idempotency-Key": request.key },
        },
      ),
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: bulkKeys.list }),
  });
}

/**
 * Starts a batch of one agreement per contact (§3). The key is the prepared submission's: the
 * same choices sent again (a second click, a resend after a refusal) name the same batch.
 */
export function useCreateBulkFromContacts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: { body: BulkFromContactsBody; key: string }) =>
      api.post<BulkJobCreated>(`${BASE}/create-from-contacts/`, request.body, {
        headers: { "Idempotency-Key": request.key },
      }),
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: bulkKeys.list }),
  });
}

/** The user's last batches, newest first; read again while one of them runs. */
export function useBulkJobs(pollMs: number = BULK_POLL_MS) {
  return useQuery({
    queryKey: bulkKeys.list,
    queryFn: async ({ signal }) =>
      (await api.get<{ results: BulkJob[] }>(`${BASE}/list/`, { signal })).results,
    refetchInterval: (query) =>
      (query.state.data ?? []).some((job) => isBulkRunning(job.state)) ? pollMs : false,
  });
}

/**
 * One batch, read again every `pollMs` while it is queued or running; the polling stops once it
 * has ended, and when the page goes (React Query's interval lives with the observer).
 */
export function useBulkJob(id: number | null, pollMs: number = BULK_POLL_MS) {
  const client = useQueryClient();
  return useQuery({
    queryKey: bulkKeys.job(id ?? 0),
    queryFn: async ({ signal }) => {
      const job = await api.get<BulkJob>(`${BASE}/retrieve/${id}/`, { signal });
      // The list shows the same batch: an ended one is ended there too.
      if (!isBulkRunning(job.state)) void client.invalidateQueries({ queryKey: bulkKeys.list });
      return job;
    },
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && isBulkRunning(query.state.data.state) ? pollMs : false),
  });
}

export function useCancelBulkJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<unknown>(`${BASE}/cancel/${id}/`),
    onSuccess: (_, id) => client.invalidateQueries({ queryKey: bulkKeys.job(id) }),
  });
}
