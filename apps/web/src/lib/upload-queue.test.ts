import { describe, expect, it } from "vitest";
import { createUploadQueue, UPLOAD_STATUS, type UploadItem } from "./upload-queue";

/** A transport whose uploads the test finishes by hand. */
function manualTransport() {
  const calls: {
    item: UploadItem;
    progress: (p: number) => void;
    ok: (r: unknown) => void;
    fail: (e: unknown) => void;
  }[] = [];
  const transport = (item: UploadItem, progress: (p: number) => void) =>
    new Promise((ok, fail) => calls.push({ item, progress, ok, fail }));
  return { calls, transport };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const file = (name: string) => new File(["x"], name);

describe("upload queue (spec §4)", () => {
  it("runs one upload at a time in order, shows progress minus 10, then 100 and the callback", async () => {
    const { calls, transport } = manualTransport();
    const answers: unknown[] = [];
    const queue = createUploadQueue(transport, () => {});
    const request = { apiUrl: "/api/x/", method: "POST" as const, fileFieldName: "file" };
    queue.enqueue({ ...request, file: file("a.xlsx"), fileName: "a.xlsx", callBack: (r) => answers.push(r) });
    queue.enqueue({ ...request, file: file("b.xlsx"), fileName: "b.xlsx", callBack: (r) => answers.push(r) });
    await tick();
    expect(calls).toHaveLength(1);
    expect(queue.items().map((i) => i.status)).toEqual([UPLOAD_STATUS.loading, UPLOAD_STATUS.toLoad]);
    expect(calls[0]?.item.formData.get("file")).toBeInstanceOf(File);
    calls[0]?.progress(5);
    expect(queue.items()[0]?.uploadPercentage).toBe(0);
    calls[0]?.progress(100);
    expect(queue.items()[0]?.uploadPercentage).toBe(90);
    calls[0]?.ok({ created: 1 });
    await tick();
    expect(queue.items()[0]).toMatchObject({ status: UPLOAD_STATUS.loaded, uploadPercentage: 100 });
    expect(answers).toEqual([{ created: 1 }]);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.item.fileName).toBe("b.xlsx");
  });

  it("marks a failed upload as error, reports it, and goes on with the next", async () => {
    const { calls, transport } = manualTransport();
    const errors: unknown[] = [];
    const queue = createUploadQueue(transport, (e) => errors.push(e));
    const request = { apiUrl: "/api/x/", method: "POST" as const, fileFieldName: "file", callBack: () => {} };
    queue.enqueue({ ...request, file: file("a.xls"), fileName: "a.xls" });
    queue.enqueue({ ...request, file: file("b.xls"), fileName: "b.xls" });
    await tick();
    calls[0]?.fail(new Error("refused"));
    await tick();
    expect(queue.items().map((i) => i.status)).toEqual([UPLOAD_STATUS.error, UPLOAD_STATUS.loading]);
    expect(errors).toHaveLength(1);
  });

  it("hands a failure to the item's own handler instead of the queue's notification", async () => {
    const { calls, transport } = manualTransport();
    const notified: unknown[] = [];
    const handled: unknown[] = [];
    const queue = createUploadQueue(transport, (e) => notified.push(e));
    const request = { apiUrl: "/api/x/", method: "POST" as const, fileFieldName: "file", callBack: () => {} };
    queue.enqueue({ ...request, file: file("a.p7m"), fileName: "a.p7m", onFailure: (e) => handled.push(e) });
    await tick();
    calls[0]?.fail(new Error("not a signature"));
    await tick();
    expect(queue.items()[0]?.status).toBe(UPLOAD_STATUS.error);
    expect(handled).toHaveLength(1);
    expect(notified).toHaveLength(0);
  });

  it("removes an item only when it is not loading", async () => {
    const { calls, transport } = manualTransport();
    const queue = createUploadQueue(transport, () => {});
    const request = { apiUrl: "/api/x/", method: "POST" as const, fileFieldName: "file", callBack: () => {} };
    const first = queue.enqueue({ ...request, file: file("a.xlsx"), fileName: "a.xlsx" });
    const second = queue.enqueue({ ...request, file: file("b.xlsx"), fileName: "b.xlsx" });
    await tick();
    queue.remove(first);
    queue.remove(second);
    expect(queue.items().map((i) => i.fileName)).toEqual(["a.xlsx"]);
    calls[0]?.ok(undefined);
    await tick();
    queue.remove(first);
    expect(queue.items()).toEqual([]);
  });
});
