import { useSyncExternalStore } from "react";

/** Spec §4: 0 to load, 1 loading, 2 loaded, 3 error. */
export const UPLOAD_STATUS = { toLoad: 0, loading: 1, loaded: 2, error: 3 } as const;
export type UploadStatus = (typeof UPLOAD_STATUS)[keyof typeof UPLOAD_STATUS];

/** An upload queue item (spec §3). */
export interface UploadItem {
  uuid: string;
  fileName: string;
  formData: FormData;
  apiUrl: string;
  method: "POST" | "PUT";
  fileFieldName: string;
  /** Runs with the server's answer once the upload has succeeded. */
  callBack: (response: unknown) => void;
  /**
   * Runs instead of the queue's notification when the upload fails, for a screen that shows the
   * server's refusal where the file was dropped (a signed copy refused with its reason).
   */
  onFailure?: (error: unknown) => void;
  status: UploadStatus;
  uploadPercentage: number;
}

export type UploadRequest = Omit<UploadItem, "uuid" | "formData" | "status" | "uploadPercentage"> & {
  file: File;
};

/** How an item's bytes travel: XMLHttpRequest in the app, a stand-in in tests. */
export type UploadTransport = (
  item: UploadItem,
  onProgress: (percentage: number) => void,
) => Promise<unknown>;

/**
 * The upload queue (spec §4): uploads run one at a time, in the order they came. While the
 * bytes travel the progress shown is the percentage sent minus 10 (the server still has to read
 * the file); on success the item is loaded at 100 and its callback runs; on failure the
 * error is handed to `onError` (the 'Operation failed' notification) and the item is in error.
 */
export function createUploadQueue(transport: UploadTransport, onError: (error: unknown) => void) {
  let items: UploadItem[] = [];
  let running = false;
  const listeners = new Set<() => void>();
  const publish = () => {
    for (const listener of listeners) listener();
  };
  const update = (uuid: string, changes: Partial<UploadItem>) => {
    items = items.map((item) => (item.uuid === uuid ? { ...item, ...changes } : item));
    publish();
  };

  async function run() {
    if (running) return;
    running = true;
    try {
      for (let next = items.find(isWaiting); next; next = items.find(isWaiting)) {
        const { uuid } = next;
        update(uuid, { status: UPLOAD_STATUS.loading, uploadPercentage: 0 });
        try {
          const response = await transport(next, (percentage) =>
            update(uuid, { uploadPercentage: Math.max(0, Math.round(percentage) - 10) }),
          );
          update(uuid, { status: UPLOAD_STATUS.loaded, uploadPercentage: 100 });
          next.callBack(response);
        } catch (error) {
          update(uuid, { status: UPLOAD_STATUS.error });
          if (next.onFailure) next.onFailure(error);
          else onError(error);
        }
      }
    } finally {
      running = false;
    }
  }

  return {
    /** Adds an upload at the end of the queue; it starts when those before it are done. */
    enqueue({ file, ...request }: UploadRequest): string {
      const formData = new FormData();
      formData.append(request.fileFieldName, file, file.name);
      const uuid = crypto.randomUUID();
      items = [...items, { ...request, uuid, formData, status: UPLOAD_STATUS.toLoad, uploadPercentage: 0 }];
      publish();
      void run();
      return uuid;
    },
    /** Takes an item off the list: never one that is loading. */
    remove(uuid: string): void {
      const item = items.find((i) => i.uuid === uuid);
      if (!item || item.status === UPLOAD_STATUS.loading) return;
      items = items.filter((i) => i.uuid !== uuid);
      publish();
    },
    items: () => items,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const isWaiting = (item: UploadItem) => item.status === UPLOAD_STATUS.toLoad;

export type UploadQueue = ReturnType<typeof createUploadQueue>;

/** The items of a queue, re-rendering on every change. */
export function useUploadItems(queue: UploadQueue): UploadItem[] {
  return useSyncExternalStore(queue.subscribe, queue.items, queue.items);
}
