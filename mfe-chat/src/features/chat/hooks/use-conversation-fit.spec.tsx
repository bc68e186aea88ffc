import { jest } from '@jest/globals';
import { fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { useConversationFit } from './use-conversation-fit';

// jsdom lays nothing out: the window, the box's place and its parts' heights are given here.
function layout({
  windowHeight,
  boxTop,
  chrome,
}: {
  windowHeight: number;
  boxTop: number;
  chrome: number;
}) {
  Object.defineProperty(window, 'innerHeight', { value: windowHeight, configurable: true });
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    return { top: this.dataset.testid === 'box' ? boxTop - window.scrollY : 0 } as DOMRect;
  });
  jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.dataset.testid === 'box' ? 600 : 600 - chrome;
  });
}

function Conversation() {
  const ref = useRef<HTMLDivElement>(null);
  const bringIntoView = useConversationFit(ref, true);
  return (
    <div ref={ref} data-testid="box">
      <div data-chat-messages="" />
      <button type="button" onClick={bringIntoView}>
        Send
      </button>
    </div>
  );
}

const scrollTo = jest.fn();
beforeEach(() => {
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  scrollTo.mockReset();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});
afterEach(() => jest.restoreAllMocks());

describe('useConversationFit', () => {
  it('fills the window below the header when that leaves the messages room', () => {
    // A 181 px header (jsdom's root is 16 px): 900 - 215 - 16 = 669 px, 482 px for the messages.
    layout({ windowHeight: 900, boxTop: 215, chrome: 187 });
    const { getByTestId, getByRole } = render(<Conversation />);
    const box = getByTestId('box');
    expect(box.dataset.fit).toBe('below-header');
    expect(box.style.getPropertyValue('--chat-height')).toBe('calc(100dvh - 231px)');
    fireEvent.click(getByRole('button', { name: 'Send' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('takes the whole window, and scrolls to it on sending, when the header leaves too little', () => {
    // The largest text on a 390 x 844 phone: the header alone is 319 px.
    layout({ windowHeight: 844, boxTop: 367, chrome: 296 });
    const { getByTestId, getByRole } = render(<Conversation />);
    const box = getByTestId('box');
    expect(box.dataset.fit).toBe('window');
    expect(box.style.getPropertyValue('--chat-height')).toBe('100dvh');
    fireEvent.click(getByRole('button', { name: 'Send' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 367, behavior: 'instant' });
  });
});
