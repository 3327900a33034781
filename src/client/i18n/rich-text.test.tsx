// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { richText } from "./rich-text";

describe("richText", () => {
  it("renders the given tags around their text and keeps the rest as text", () => {
    const { container } = render(
      <p>
        {richText("<strong>5</strong> of 6 rows · you can <link>buy credits</link>.", {
          strong: (inner) => <strong>{inner}</strong>,
          link: (inner) => <a href="/pricing">{inner}</a>,
        })}
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p><strong>5</strong> of 6 rows · you can <a href="/pricing">buy credits</a>.</p>',
    );
  });

  it("leaves an unknown tag and markup-like text as plain text, never as HTML", () => {
    const { container } = render(<p>{richText("<em>x</em> <img src=x>", { strong: (inner) => inner })}</p>);
    expect(container.textContent).toBe("<em>x</em> <img src=x>");
    expect(container.querySelector("img")).toBeNull();
  });
});
