import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "./app-error";

/** Deeper than any API shape: refused before a validator or the database recurses into it. */
export const MAX_NESTING = 32;

// NUL cannot be stored by PostgreSQL in text or jsonb; a lone surrogate is not Unicode at all
// (jsonb refuses its escape, text would store a replacement character: silently altered).
const isUnstorable = (text: string) => text.includes("\u0000") || !text.isWellFormed();

type Problem = { path: string; key: "field_invalid_characters" | "field_too_deep" };

/** The first place in a parsed body, query or params whose text cannot be stored as sent. */
export function findUnstorableText(value: unknown, root: string): Problem | undefined {
  // Iterative: a hostile body nested thousands deep must not exhaust the stack.
  const stack: Array<{ value: unknown; path: string[]; depth: number }> = [{ value, path: [], depth: 0 }];
  while (stack.length) {
    const item = stack.pop() as { value: unknown; path: string[]; depth: number };
    const where = () => (item.path.length ? item.path.join(".") : root);
    if (typeof item.value === "string") {
      if (isUnstorable(item.value)) return { path: where(), key: "field_invalid_characters" };
      continue;
    }
    if (item.value === null || typeof item.value !== "object") continue;
    if (item.depth >= MAX_NESTING) return { path: where(), key: "field_too_deep" };
    for (const [key, child] of Object.entries(item.value)) {
      const path = [...item.path, key];
      if (isUnstorable(key)) return { path: path.join("."), key: "field_invalid_characters" };
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return undefined;
}

function check(request: FastifyRequest) {
  for (const [part, value] of [
    ["params", request.params],
    ["query", request.query],
    ["body", request.body],
  ] as const) {
    const root = part === "body" ? "non_field_errors" : part;
    const problem = findUnstorableText(value, root);
    if (problem?.path === root) {
      // The body or query itself, no field of it: nothing to name.
      const key = problem.key === "field_too_deep" ? "request_too_deep" : "request_invalid_characters";
      throw new AppError(400, [{ key, params: { max: MAX_NESTING } }]);
    }
    // The error handler names the field by its label.
    if (problem) throw AppError.field(problem.path, problem.key, { max: MAX_NESTING });
  }
}

/**
 * Refuses, with a field error, text that PostgreSQL could not store as sent (NUL, lone
 * surrogates) and absurd nesting, before any schema or query sees it: such input is the
 * caller's mistake (400), never a server failure (500).
 */
export function registerRequestTextCheck(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    if (request.routeOptions.config?.access) check(request);
  });
}
