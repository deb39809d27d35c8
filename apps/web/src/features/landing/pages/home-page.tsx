import { pathTo } from "../../../app/paths";
import { useGlobalConfigSnapshot } from "../../../lib/global-config-store";
import { useToken } from "../../../lib/use-token";
import { useTranslation } from "../../../lib/use-translation";
import { CtaBar } from "../components/cta-bar";
import { FeaturesSection } from "../components/features-section";
import { HeroSection } from "../components/hero-section";
import { IntroSection } from "../components/intro-section";
import { PartnersSection } from "../components/partners-section";
import { UpdatesSection } from "../components/updates-section";
import { usePageDescription } from "../hooks/use-page-description";

/**
 * Landing home (spec §2, route landing-homepage): hero, intro, partners, four features, the
 * frequent-updates block and the call-to-action bar. Visitors signed in from another site are
 * sent to /customer by the route's loader before this renders.
 */
export function HomePage() {
  const { t } = useTranslation();
  const signedIn = useToken() !== null;
  const frontend = useGlobalConfigSnapshot()?.frontend;
  usePageDescription(t("landing.meta.landing-homepage"));
  const findOutMorePath = pathTo("landing-find-out-more");

  return (
    <>
      <HeroSection
        findOutMorePath={findOutMorePath}
        secondary={
          signedIn
            ? { to: pathTo("customer-home"), label: t("landing.hero.goToArea") }
            : { to: pathTo("landing-pricing"), label: t("landing.hero.pricing") }
        }
      />
      <IntroSection />
      <PartnersSection />
      <FeaturesSection />
      <UpdatesSection />
      <CtaBar
        findOutMorePath={findOutMorePath}
        shopUrl={frontend?.SHOP_URL ?? null}
        appointmentUrl={frontend?.APPOINTMENT_REQUEST_URL ?? null}
      />
    </>
  );
}
