import { render } from '@testing-library/react';
import { useRef } from 'react';
import { HEADER_HEIGHT_VARIABLE, useHeaderHeight } from './header-height';

function Header({ height }: { height: number }) {
  const ref = useRef<HTMLElement>(null);
  useHeaderHeight(ref);
  return (
    <header
      ref={(element) => {
        ref.current = element;
        if (element) element.getBoundingClientRect = () => ({ height }) as DOMRect;
      }}
    />
  );
}

describe('useHeaderHeight', () => {
  it('tells the page how tall the header is, for remotes that fill the window below it', () => {
    render(<Header height={212} />);
    expect(document.documentElement.style.getPropertyValue(HEADER_HEIGHT_VARIABLE)).toBe('212px');
  });
});
