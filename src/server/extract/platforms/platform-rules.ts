import type { Candidate } from "../candidate";
import type { PageContext } from "../page-context";
import { amazonRule } from "./amazon";
import { ebayRule } from "./ebay";
import { magentoRule } from "./magento";
import type { PlatformRule } from "./platform-rule";
import { shopifyRule } from "./shopify";
import { woocommerceRule } from "./woocommerce";

// One file per platform; the first rule that matches contributes its candidate.
const RULES: PlatformRule[] = [amazonRule, ebayRule, shopifyRule, woocommerceRule, magentoRule];

export function platformCandidate(ctx: PageContext): Candidate & { platform?: string } {
  for (const rule of RULES) {
    if (rule.matches(ctx)) return { ...rule.extract(ctx), platform: rule.name };
  }
  return {};
}
