import type { AnyNode, Element, Text } from "domhandler";

// DOM node tests by nodeType (1 element, 3 text), which covers <script> and <style> elements too.
export function isElement(node: AnyNode | null | undefined): node is Element {
  return node?.nodeType === 1;
}

export function isTextNode(node: AnyNode | null | undefined): node is Text {
  return node?.nodeType === 3;
}
