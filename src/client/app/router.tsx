import { lazy } from "react";
import { createBrowserRouter } from "react-router";
import { PATHS } from "../../shared/paths";
import { HomePage } from "../pages/home-page";
import { Layout } from "./layout";

// The landing page loads eagerly; every other route is its own chunk.
const AuthPage = lazy(() => import("../pages/auth-page").then((m) => ({ default: m.AuthPage })));
const PricingPage = lazy(() => import("../pages/pricing-page").then((m) => ({ default: m.PricingPage })));
const ContactPage = lazy(() => import("../pages/contact-page").then((m) => ({ default: m.ContactPage })));
const MyAudiosPage = lazy(() => import("../pages/my-audios-page").then((m) => ({ default: m.MyAudiosPage })));
const PaymentSuccessPage = lazy(() =>
  import("../pages/payment-success-page").then((m) => ({ default: m.PaymentSuccessPage })),
);
const PrivacyPolicyPage = lazy(() =>
  import("../pages/privacy-policy-page").then((m) => ({ default: m.PrivacyPolicyPage })),
);
const TermsOfServicePage = lazy(() =>
  import("../pages/terms-of-service-page").then((m) => ({ default: m.TermsOfServicePage })),
);
const CheckoutPage = lazy(() => import("../pages/checkout-page").then((m) => ({ default: m.CheckoutPage })));
const NotFoundPage = lazy(() => import("../pages/not-found-page").then((m) => ({ default: m.NotFoundPage })));

export function createRouter() {
  return createBrowserRouter([
    {
      element: <Layout />,
      children: [
        { path: PATHS.home, element: <HomePage /> },
        { path: PATHS.auth, element: <AuthPage /> },
        { path: PATHS.pricing, element: <PricingPage /> },
        { path: PATHS.contact, element: <ContactPage /> },
        { path: PATHS.myAudios, element: <MyAudiosPage /> },
        { path: PATHS.paymentSuccess, element: <PaymentSuccessPage /> },
        { path: PATHS.privacyPolicy, element: <PrivacyPolicyPage /> },
        { path: PATHS.termsOfService, element: <TermsOfServicePage /> },
        { path: PATHS.checkout, element: <CheckoutPage /> },
        { path: "*", element: <NotFoundPage /> },
      ],
    },
  ]);
}
