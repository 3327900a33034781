import { useEffect } from "react";
import { Link } from "react-router";
import { LegalLayout, LegalSection } from "../features/legal/components/legal-layout";
import { usePageT } from "../i18n/i18n";
import { LEGAL_PAGE } from "../i18n/pages/legal";

const UPDATED = "November 21, 2026";

const SECTIONS = [
  { id: "service", title: "The service" },
  { id: "accounts", title: "Accounts" },
  { id: "credits", title: "Credits and payments" },
  { id: "acceptable-use", title: "Acceptable use" },
  { id: "content", title: "Your content and our licence" },
  { id: "ai-audio", title: "AI-generated scripts and voices" },
  { id: "availability", title: "Availability and changes" },
  { id: "disclaimers", title: "Disclaimers and limitation of liability" },
  { id: "termination", title: "Termination" },
  { id: "general", title: "General terms" },
  { id: "contact", title: "Contact" },
];

export function TermsOfServicePage() {
  const t = usePageT(LEGAL_PAGE);
  const title = t("legal.termsTitle");
  useEffect(() => {
    document.title = `${title} · ShelfTalk`;
  }, [title]);

  return (
    <LegalLayout title={title} updated={UPDATED} sections={SECTIONS}>
      <p className="text-lg text-muted-foreground">
        These terms govern your use of ShelfTalk. By creating an account, buying credits or otherwise using the service,
        you agree to them. If you use ShelfTalk on behalf of a business, you confirm that you are authorised to accept
        these terms for that business. Please also read our <Link to="/privacy-policy">Privacy Policy</Link>, which
        explains how we handle personal data.
      </p>

      <LegalSection id="service" title="The service">
        <p>
          ShelfTalk turns a product page into a spoken audio description. You paste a product link and may add product
          details, choose a language, a voice and a creativity level, and our server fetches the page and extracts the
          product facts. A script is then written, either by our built-in writer or by an AI language-model provider,
          and you can review and edit it. Finally, the script is converted into an MP3 file by a text-to-speech engine,
          either our built-in engine or an AI speech provider. Your audios are saved in your private library, where you
          can play, download or delete them.
        </p>
      </LegalSection>

      <LegalSection id="accounts" title="Accounts">
        <ul>
          <li>
            You sign up with an email address and password and must confirm your email address before you can use your
            account. The information you give us must be accurate and kept up to date.
          </li>
          <li>
            Each confirmed account receives one free credit, so your first audio is free. The free credit is meant for
            one person or business trying the service. Creating accounts with made-up, disposable or someone else's
            addresses to collect extra free credits is not allowed, and we may remove credits obtained that way and
            close the accounts involved.
          </li>
          <li>
            You are responsible for keeping your password secret and for all activity under your account. Tell us
            through the Contact page straight away if you think someone else has accessed it.
          </li>
          <li>You must be at least 18 years old, or the age of majority where you live.</li>
        </ul>
      </LegalSection>

      <LegalSection id="credits" title="Credits and payments">
        <p>Credits are sold in one-time packs. Prices are in US dollars:</p>
        <ul>
          <li>
            <strong>Lite</strong>: $9 for 9 credits
          </li>
          <li>
            <strong>Plus</strong>: $19 for 25 credits
          </li>
          <li>
            <strong>Max</strong>: $49 for 90 credits
          </li>
        </ul>
        <p>
          Each pack is a single payment, not a subscription, and you will never be charged again unless you buy another
          pack. Any taxes that apply are shown at checkout. Payments are processed by Stripe; ShelfTalk never sees your
          card number. Credits are added to your account once the payment is confirmed.
        </p>
        <ul>
          <li>Generating one audio uses one credit. Writing and editing scripts does not use credits on its own.</li>
          <li>If an audio generation fails, the credit used for it is refunded to your balance automatically.</li>
          <li>Credits never expire.</li>
          <li>
            Credits are tied to your account. They cannot be transferred to another account, sold, or exchanged for
            cash, except as described in the refund policy below.
          </li>
        </ul>
        <h3>Refunds of purchases</h3>
        <p>
          If you change your mind, you can ask for a refund of a pack whose credits are all unused within 14 days of
          purchase. Send the request through the <Link to="/contact">Contact page</Link> from the email address of your
          account. Approved refunds are paid back to the original payment method and the pack's credits are removed.
          Packs that have been partly used, or requests made after 14 days, are not refundable, except where the law
          gives you a right to a refund or the service failed to work as described. Nothing in these terms limits rights
          you have under consumer protection law.
        </p>
      </LegalSection>

      <LegalSection id="acceptable-use" title="Acceptable use">
        <p>When you use ShelfTalk you agree that you will not:</p>
        <ul>
          <li>
            submit links or product content that you are not allowed to use, such as pages or descriptions you have no
            right to reproduce;
          </li>
          <li>
            create content that is illegal, misleading, defamatory, hateful, or that infringes anyone's intellectual
            property, privacy or other rights;
          </li>
          <li>
            make false or unsupported claims about products, especially health, safety or financial claims, or use the
            audio to impersonate a real person;
          </li>
          <li>
            use ShelfTalk to fetch or scrape websites whose terms or technical measures forbid it, or to collect data
            from pages at scale;
          </li>
          <li>
            try to break, probe or bypass our security, rate limits or credit system, overload the service, or access
            other users' data;
          </li>
          <li>
            resell or redistribute access to the service, or use automated tools to create accounts or generate audio in
            bulk without our written agreement.
          </li>
        </ul>
        <p>We may refuse, remove or block content or requests that break these rules, and suspend accounts involved.</p>
      </LegalSection>

      <LegalSection id="content" title="Your content and our licence">
        <p>
          You keep all rights you have in what you submit, including product links, details and script edits, and in the
          audio files generated for you. Subject to these terms and the rights of third parties in the underlying
          product content, you may use your audios for any lawful purpose, including commercially on your product pages,
          marketplaces and ads.
        </p>
        <p>
          You give ShelfTalk a limited, non-exclusive licence to store, process, copy and transmit your content only as
          needed to run the service for you: to fetch the page, write the script, produce and store the audio, and show
          it in your library. This includes passing product facts and script text to our AI providers when they are in
          use. The licence ends when you delete the content or your account, except for copies we must keep by law.
        </p>
        <p>
          You are responsible for having the rights to the product content you submit, and you confirm that our use of
          it as described here will not infringe anyone's rights.
        </p>
      </LegalSection>

      <LegalSection id="ai-audio" title="AI-generated scripts and voices">
        <p>
          The voices in ShelfTalk audios are synthetic: they are generated by computer and do not belong to real people.
          Where the law, a marketplace's rules or fair practice requires it, you must tell listeners that the voice is
          AI-generated.
        </p>
        <p>
          Automatically written scripts can contain mistakes, omissions or claims that are not supported by the product
          page. You must review every script before you generate and publish audio, and you are responsible for the
          accuracy and legality of the scripts and audios you publish.
        </p>
      </LegalSection>

      <LegalSection id="availability" title="Availability and changes">
        <p>
          We work to keep ShelfTalk available and reliable, but we do not guarantee that it will be uninterrupted or
          error-free. Some product pages cannot be read, for example because they block automated access. We may change,
          add or remove features, languages or voices, and may update these terms. If we make significant changes to the
          terms, we will update the date above and tell signed-in users by email or in the app before they take effect.
          Changes never reduce credits you have already bought.
        </p>
      </LegalSection>

      <LegalSection id="disclaimers" title="Disclaimers and limitation of liability">
        <p>
          Except as expressly stated in these terms, ShelfTalk is provided "as is" and "as available", without
          warranties of any kind, including fitness for a particular purpose, accuracy of generated content, or any
          result in sales, search ranking or engagement.
        </p>
        <p>
          To the extent permitted by law, ShelfTalk is not liable for indirect, incidental or consequential losses, such
          as lost profits, revenue or data, and our total liability for any claim relating to the service is limited to
          the amount you paid us in the 12 months before the claim arose. These limits do not apply where liability
          cannot be limited by law, such as for fraud or gross negligence.
        </p>
        <p>
          You agree to cover ShelfTalk for claims by third parties caused by content you submit or publish, or by your
          breach of these terms.
        </p>
      </LegalSection>

      <LegalSection id="termination" title="Termination">
        <p>
          You may stop using ShelfTalk at any time and can ask us to delete your account through the Contact page. We
          may suspend or close an account that breaks these terms, abuses the free credit, or puts the service or other
          users at risk. If we close your account without a breach on your part, we will refund the price of unused
          credits from packs you bought. Credits remaining in an account closed for a breach of these terms are
          forfeited. After closure, your audios and account data are deleted as described in the Privacy Policy.
        </p>
      </LegalSection>

      <LegalSection id="general" title="General terms">
        <p>
          These terms, together with the Privacy Policy, are the entire agreement between you and ShelfTalk about the
          service. If any part is found unenforceable, the rest stays in effect. If we do not enforce a right straight
          away, we do not give it up. You may not transfer your rights under these terms without our consent. These
          terms are governed by the laws that apply where ShelfTalk is established, without depriving you of the
          protection of mandatory laws of the country where you live.
        </p>
      </LegalSection>

      <LegalSection id="contact" title="Contact">
        <p>
          Questions about these terms, refunds or your account? Reach us through the{" "}
          <Link to="/contact">Contact page</Link>.
        </p>
      </LegalSection>
    </LegalLayout>
  );
}
