/**
 * The landing page `/` (spec section 2): sections in the spec's order — hero, challenge and
 * solution, services, how it works, packages, about, FAQ, contact — between the sticky header
 * and the footer.
 */
import { createFileRoute, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PublicLayout } from '../components/PublicLayout.js';
import { StaticContent } from '../components/StaticContent.js';
import { AboutSection } from '../features/landing/AboutSection.js';
import { ChallengeSection } from '../features/landing/ChallengeSection.js';
import { ContactSection } from '../features/landing/ContactSection.js';
import { FaqSection } from '../features/landing/FaqSection.js';
import { HeroSection } from '../features/landing/HeroSection.js';
import { HowItWorksSection } from '../features/landing/HowItWorksSection.js';
import { PackagesSection } from '../features/landing/PackagesSection.js';
import { ServicesSection } from '../features/landing/ServicesSection.js';
import { SECTION_IDS, scrollToSection } from '../lib/scroll.js';

export const Route = createFileRoute('/')({
  component: HomePage,
});

function HomePage() {
  // Arriving at /#packages from another page (a service page's button): the section is scrolled
  // to 80 px below the top once the page has rendered. Browsers differ in whether the router's own
  // hash scrolling survives the scroll restoration of the same navigation, so it is done here.
  const hash = useLocation({ select: (location) => location.hash });
  useEffect(() => {
    if (!(SECTION_IDS as readonly string[]).includes(hash)) return;
    const frame = requestAnimationFrame(() => scrollToSection(hash));
    return () => cancelAnimationFrame(frame);
  }, [hash]);

  return (
    <PublicLayout>
      <HeroSection />
      {/* Text and links only: kept as prerendered, not hydrated (decision record 024). */}
      <StaticContent>
        <ChallengeSection />
        <ServicesSection />
        <HowItWorksSection />
        <PackagesSection />
        <AboutSection />
      </StaticContent>
      <FaqSection />
      <ContactSection />
    </PublicLayout>
  );
}
