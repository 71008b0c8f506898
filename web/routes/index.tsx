/**
 * The landing page `/` (spec section 2): sections in the spec's order — hero, challenge and
 * solution, services, how it works, packages, about, FAQ, contact — between the sticky header
 * and the footer.
 */
import { createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '../components/PublicLayout.js';
import { AboutSection } from '../features/landing/AboutSection.js';
import { ChallengeSection } from '../features/landing/ChallengeSection.js';
import { ContactSection } from '../features/landing/ContactSection.js';
import { FaqSection } from '../features/landing/FaqSection.js';
import { HeroSection } from '../features/landing/HeroSection.js';
import { HowItWorksSection } from '../features/landing/HowItWorksSection.js';
import { PackagesSection } from '../features/landing/PackagesSection.js';
import { ServicesSection } from '../features/landing/ServicesSection.js';

export const Route = createFileRoute('/')({
  component: HomePage,
});

function HomePage() {
  return (
    <PublicLayout>
      <HeroSection />
      <ChallengeSection />
      <ServicesSection />
      <HowItWorksSection />
      <PackagesSection />
      <AboutSection />
      <FaqSection />
      <ContactSection />
    </PublicLayout>
  );
}
