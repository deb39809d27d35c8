import { reportFailure } from "./api-client";
import { ApiError, NETWORK_ERROR_STATUS, toErrorBody } from "./api-error";
import { buildHeaders } from "./api-request";
import { getLanguage } from "./i18n";
import { getToken } from "./token-store";
import { i18n } from "./translator";

/**
 * Sends a multipart body with XMLHttpRequest, the one browser API that reports upload progress
 * (fetch does not). Same headers as every other call (spec §7); resolves with the JSON answer,
 * rejects with an ApiError as the API client does.
 */
export function uploadRequest(
  request: { apiUrl: string; method: string; formData: FormData },
  onProgress: (percentage: number) => void,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.apiUrl);
    const headers = buildHeaders({ token: getToken(), language: getLanguage(), hasJsonBody: false });
    for (const [key, value] of headers) xhr.setRequestHeader(key, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onload = () => {
      const payload = (() => {
        try {
          return xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
        } catch {
          return xhr.responseText;
        }
      })();
      if (xhr.status >= 200 && xhr.status < 300) return resolve(payload);
      const error = new ApiError(xhr.status, toErrorBody(xhr.status, payload, i18n.t("errors.generic")));
      reportFailure(error);
      reject(error);
    };
    xhr.onerror = () =>
      reject(
        new ApiError(NETWORK_ERROR_STATUS, {
          status_code: NETWORK_ERROR_STATUS,
          non_field_errors: [i18n.t("errors.network")],
        }),
      );
    xhr.send(request.formData);
  });
}
