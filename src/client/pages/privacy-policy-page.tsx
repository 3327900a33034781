import { useEffect } from "react";
import { Link } from "react-router";
import { LegalLayout, LegalSection } from "../features/legal/components/legal-layout";
import { usePageT } from "../i18n/i18n";
import { LEGAL_PAGE } from "../i18n/pages/legal";

const UPDATED = "November 21, 2026";

const SECTIONS = [
  { id: "who-we-are", title: "Who we are" },
  { id: "what-we-collect", title: "What we collect and why" },
  { id: "cookies", title: "Cookies and local storage" },
  { id: "retention", title: "How long we keep data" },
  { id: "processors", title: "Who processes your data" },
  { id: "your-rights", title: "Your rights" },
  { id: "security", title: "Security" },
  { id: "children", title: "Children" },
  { id: "changes", title: "Changes to this policy" },
  { id: "contact", title: "Contact us" },
];

export function PrivacyPolicyPage() {
  const t = usePageT(LEGAL_PAGE);
  const title = t("legal.privacyTitle");
  useEffect(() => {
    document.title = `${title} · ShelfTalk`;
  }, [title]);

  return (
    <LegalLayout title={title} updated={UPDATED} sections={SECTIONS}>
      <p className="text-lg text-muted-foreground">
        This policy explains what personal data ShelfTalk collects when you use our website and service, why we collect
        it, who we share it with, how long we keep it and what choices you have. We have tried to write it plainly: we
        collect what we need to turn your product links into audio descriptions, and nothing more.
      </p>

      <LegalSection id="who-we-are" title="Who we are">
        <p>
          ShelfTalk is a web application that turns a product page link into a spoken audio description. You paste a
          link, our server reads the page and extracts the product facts, a script is written for you to review and
          edit, and the final script is converted into an MP3 file with a text-to-speech voice. ShelfTalk is responsible
          for the personal data described in this policy. You can reach us at any time through our{" "}
          <Link to="/contact">Contact page</Link>.
        </p>
      </LegalSection>

      <LegalSection id="what-we-collect" title="What we collect and why">
        <h3>Account data</h3>
        <p>
          When you sign up we collect your name, email address and password. Your password is stored only as a secure
          hash, never in readable form. We use your email address to confirm your account, to let you reset your
          password and to identify you when you sign in. When you confirm your email address we grant your account one
          free credit.
        </p>

        <h3>Product links, details and scripts</h3>
        <p>
          When you generate a script we store the product page link you paste, any product details or requirements you
          add, the language, voice and creativity level you choose, and the script text, including your edits. We need
          this to fetch the page, write the script, and show you your work later. Our server fetches the page you submit
          on your behalf; we only extract the product information needed to describe it.
        </p>

        <h3>Audio files</h3>
        <p>
          Every audio you generate is stored as an MP3 file together with its script, title, description, link and
          creation date. Your audios are private: they appear only in your own library, where you can play, download or
          delete them.
        </p>

        <h3>Payment records</h3>
        <p>
          Credit packs are paid for through Stripe. You enter your card details on Stripe's checkout page, so ShelfTalk
          never sees or stores your card number. We receive and keep a record of each purchase (the pack, amount, date,
          payment status and a Stripe reference) so we can add credits to your account, handle refund requests and meet
          our accounting obligations. We also keep your credit balance and a history of credits granted, used and
          refunded.
        </p>

        <h3>Contact messages</h3>
        <p>
          If you use the contact form we store your name, email address, subject and message, and we email a copy to our
          team so we can reply. We use these messages only to answer you and to handle your request.
        </p>

        <h3>Technical logs</h3>
        <p>
          Like most online services, our servers keep technical logs of requests, including IP addresses, timestamps and
          error details. We use them to keep the service secure and reliable, for example to limit the number of
          requests from one address (rate limiting), to detect abuse and to fix problems.
        </p>

        <h3>Legal bases</h3>
        <p>
          Where data protection laws such as the GDPR apply, we process account, product, script, audio and payment data
          to provide the service you asked for (performance of a contract); technical logs and security measures on the
          basis of our legitimate interest in running a safe service; payment records to meet legal obligations; and
          analytics only with your consent, which you can withdraw at any time.
        </p>
      </LegalSection>

      <LegalSection id="cookies" title="Cookies and local storage">
        <p>
          We use a small number of cookies. Their values are stored as JSON, they are set with SameSite=Strict so they
          are not sent with requests from other sites, and, unless stated otherwise, they expire after 365 days.
        </p>
        <ul>
          <li>
            <strong>Essential:</strong> a session cookie that keeps you signed in. It is httpOnly, so scripts in the
            page cannot read it, and it ends when you sign out or your session expires. We also store your
            cookie-consent choice so we do not ask you again. Essential cookies are always on because the service cannot
            work without them.
          </li>
          <li>
            <strong>Preferences:</strong> your theme (light, dark or system), your audio player settings (volume,
            playback speed, quality and auto-loop), other user preferences, and whether you have completed onboarding.
          </li>
          <li>
            <strong>Analytics:</strong> used only if you agree. If you choose "Essential Only" in the cookie banner or
            leave Analytics switched off in Cookie Preferences, no analytics cookies are set. You can change your choice
            at any time.
          </li>
        </ul>
        <p>
          We also use two keys in your browser's local storage: <code>scriptLangLock</code>, which remembers the
          language of your current script, and <code>hasGeneratedAudio</code>, which remembers that you have already
          used a credit. They stay until you sign out or clear your browser storage. We do not use advertising or
          cross-site tracking cookies.
        </p>
      </LegalSection>

      <LegalSection id="retention" title="How long we keep data">
        <ul>
          <li>
            <strong>Account data</strong> is kept while your account exists and deleted when the account is deleted.
          </li>
          <li>
            <strong>Audios, scripts, links and details</strong> are kept until you delete them from your library or your
            account is deleted.
          </li>
          <li>
            <strong>Payment records</strong> are kept for as long as tax and accounting laws require, even after your
            account is deleted.
          </li>
          <li>
            <strong>Contact messages</strong> are kept as long as needed to handle your request and any follow-up, and
            then deleted.
          </li>
          <li>
            <strong>Technical logs</strong>, including IP addresses, are kept for a short period and then deleted,
            unless we need them longer to investigate a security incident or abuse.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="processors" title="Who processes your data">
        <p>
          We do not sell your personal data. We share it only with service providers that help us run ShelfTalk, under
          agreements that allow them to use it only on our instructions:
        </p>
        <ul>
          <li>
            <strong>Hosting and storage providers</strong>, which run our servers and database and store your audio
            files.
          </li>
          <li>
            <strong>Email delivery provider</strong>, which sends account confirmation and password reset emails and
            forwards contact messages to our team.
          </li>
          <li>
            <strong>Stripe</strong>, our payment processor, which handles your card details and payment under its own
            privacy policy.
          </li>
          <li>
            <strong>AI providers (optional)</strong>. ShelfTalk has a built-in script writer and speech engine. When we
            configure an AI language-model provider, it receives the product facts extracted from your link and your
            product details to write the script. When we configure an AI speech provider, it receives the script text to
            produce the audio. These providers do not receive your password or payment details.
          </li>
        </ul>
        <p>
          Some of these providers may process data outside your country. Where required, we rely on appropriate
          safeguards such as standard contractual clauses. We may also disclose data if the law requires it or to
          protect the rights and safety of our users and our service.
        </p>
      </LegalSection>

      <LegalSection id="your-rights" title="Your rights">
        <p>Depending on where you live, you have the right to:</p>
        <ul>
          <li>access the personal data we hold about you;</li>
          <li>correct data that is inaccurate or incomplete;</li>
          <li>delete your data, including your whole account;</li>
          <li>receive a copy of your data in a portable format (export);</li>
          <li>object to or restrict processing based on our legitimate interests;</li>
          <li>withdraw consent for analytics at any time through Cookie Preferences.</li>
        </ul>
        <p>
          You can delete individual audios yourself at any time from your library. For everything else, including
          deleting your account, send us a request through the <Link to="/contact">Contact page</Link> using the email
          address of your account. We may ask you to confirm your identity and will answer within 30 days. You also have
          the right to complain to your local data protection authority.
        </p>
      </LegalSection>

      <LegalSection id="security" title="Security">
        <p>
          We protect your data with measures suited to the service: passwords are stored only as secure hashes; your
          session is kept in an httpOnly, SameSite=Strict cookie; all traffic is encrypted in transit; each audio,
          script and link is accessible only to the account that created it; and rate limiting helps block abuse. No
          system is perfectly secure, so please use a strong, unique password and tell us through the Contact page if
          you notice anything suspicious.
        </p>
      </LegalSection>

      <LegalSection id="children" title="Children">
        <p>
          ShelfTalk is a service for businesses and sellers. It is not intended for children, and we do not knowingly
          collect data from anyone under 16. If you believe a child has given us personal data, contact us and we will
          delete it.
        </p>
      </LegalSection>

      <LegalSection id="changes" title="Changes to this policy">
        <p>
          We may update this policy when the service or the law changes. We will change the "Last updated" date above
          and, for significant changes, let signed-in users know by email or in the app before the changes take effect.
        </p>
      </LegalSection>

      <LegalSection id="contact" title="Contact us">
        <p>
          Questions about this policy or your data? Write to us through the <Link to="/contact">Contact page</Link> and
          we will get back to you.
        </p>
      </LegalSection>
    </LegalLayout>
  );
}
