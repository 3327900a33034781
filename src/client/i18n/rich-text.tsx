import { Fragment, type ReactNode } from "react";

/**
 * A translated sentence with marked parts (`<strong>5</strong> of 6 rows ready`, `you can <link>buy
 * credits</link>`), so each language orders the sentence its own way around its bold figures and links.
 * Only the tags given are rendered; the text between them is never parsed as HTML.
 */
export function richText(text: string, tags: Record<string, (inner: string) => ReactNode>): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/<(\w+)>(.*?)<\/\1>/g)) {
    const [whole, name = "", inner = ""] = match;
    const render = tags[name];
    if (!render) continue;
    out.push(text.slice(last, match.index));
    out.push(<Fragment key={out.length}>{render(inner)}</Fragment>);
    last = match.index + whole.length;
  }
  out.push(text.slice(last));
  return out;
}
