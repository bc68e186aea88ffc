import { Hero } from '../features/hero/components/Hero';

/** Exposed as `mfe_landing/App`: the landing page at `/`. */
export default function App() {
  return <Hero />;
}
