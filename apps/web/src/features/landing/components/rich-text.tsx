import { Anchor } from "@mantine/core";
import { Fragment } from "react";
import { Link } from "react-router";
import { ExternalLink } from "../../../components/external-link";
import { interpolate, parseInline, type TextValues } from "../legal-content";

/** A content-file text: placeholders filled in, `**bold**` and `[links](/path)` rendered. */
export function RichText({ text, values }: { text: string; values: TextValues }) {
  return (
    <>
      {parseInline(interpolate(text, values)).map((part, index) => {
        // The parts of one text never reorder; their position is their identity.
        const key = `${index}-${part.kind}`;
        if (part.kind === "bold") return <strong key={key}>{part.text}</strong>;
        if (part.kind === "text") return <Fragment key={key}>{part.text}</Fragment>;
        return part.external ? (
          <ExternalLink key={key} href={part.href}>
            {part.text}
          </ExternalLink>
        ) : (
          <Anchor key={key} component={Link} to={part.href}>
            {part.text}
          </Anchor>
        );
      })}
    </>
  );
}
