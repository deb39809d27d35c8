import { notifyError } from "./notify";
import { createUploadQueue, useUploadItems } from "./upload-queue";
import { uploadRequest } from "./upload-request";

/** The app's one upload queue: the address-book import adds to it, the upload panel shows it. */
export const uploads = createUploadQueue(
  (item, onProgress) => uploadRequest(item, onProgress),
  (error) => notifyError(error),
);

export const useUploads = () => useUploadItems(uploads);
