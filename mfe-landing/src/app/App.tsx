import './i18n/register';
import './styles.css';
import { lazy, Suspense } from 'react';
import { Hero } from '../features/hero/components/Hero';

// A chunk of its own: the hero (the first screen, and the page's largest paint) renders without
// waiting for the code and the rendering of the nine sections below it.
const BelowTheHero = lazy(() => import('./BelowTheHero'));

/** Exposed as `mfe_landing/App`: the landing page at `/`, sections in spec §2 order. */
export default function App() {
  return (
    <div className="flex flex-col gap-16">
      <Hero />
      <Suspense fallback={null}>
        <BelowTheHero />
      </Suspense>
    </div>
  );
}
