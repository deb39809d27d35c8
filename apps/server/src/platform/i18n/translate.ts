import type { Language } from "@app/contracts";
import { type MessageKey, messages } from "./messages";

export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** Picks the UI language from Accept-Language: English when asked for first, else Italian. */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return "it";
  for (const part of header.split(",")) {
    const tag = part.split(";")[0]?.trim().toLowerCase() ?? "";
    if (tag.startsWith("it")) return "it";
    if (tag.startsWith("en")) return "en";
  }
  return "it";
}

export function translate(language: Language, key: MessageKey, params: MessageParams = {}): string {
  const template: string = messages[language][key] ?? messages.en[key];
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

export function translatorFor(language: Language): Translate {
  return (key, params) => translate(language, key, params);
}
