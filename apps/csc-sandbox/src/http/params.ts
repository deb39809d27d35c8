// Reading a JSON body's parameters, refusing each wrong one in the words of CSC v2.0 §11.
import { invalidParameter, missingParameter } from "./errors";

export type Body = Record<string, unknown>;

/** The request's JSON object; anything else (an array, a string) reads as no parameters. */
export function bodyOf(body: unknown): Body {
  return body && typeof body === "object" && !Array.isArray(body) ? (body as Body) : {};
}

export function requiredString(body: Body, name: string): string {
  const value = body[name];
  if (typeof value !== "string" || value === "") throw missingParameter("string", name);
  return value;
}

export function optionalString(body: Body, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") throw invalidParameter(name);
  return value;
}

export function optionalBoolean(body: Body, name: string, fallback: boolean): boolean {
  const value = body[name];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== "boolean") throw invalidParameter(name);
  return value;
}

export function requiredInteger(body: Body, name: string): number {
  const value = body[name];
  if (typeof value !== "number" || !Number.isInteger(value)) throw missingParameter("integer", name);
  return value;
}

/** An array of strings, or undefined when absent; `what` names it in the error ("hash"). */
export function optionalStringArray(body: Body, name: string, what = name): string[] | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.some((item) => typeof item !== "string")) {
    throw missingParameter("array", what);
  }
  return value as string[];
}

/** Which certificates credentials/list and credentials/info return (default "single"). */
export function certificatesOption(body: Body): "none" | "single" | "chain" {
  const value = body.certificates ?? "single";
  if (value !== "none" && value !== "single" && value !== "chain") throw invalidParameter("certificates");
  return value;
}
