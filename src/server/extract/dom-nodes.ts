import type { AnyNode, Element, Text } from "domhandler";

// DOM node tests by nodeType (1 element, 3 text), which covers <script> and <style> elements too.
// Processing instructions and conditional comments ("<![endif]-->") also report nodeType 1 in
// domhandler but have no children, so an element must carry its child list as well.
export function isElement(node: AnyNode | null | undefined): node is Element {
  return node?.nodeType === 1 && Array.isArray((node as Partial<Element>).children);
}

export function isTextNode(node: AnyNode | null | undefined): node is Text {
  return node?.nodeType === 3;
}
