// Issue 27 point 4: the data saver, from the setting or the browser's Save-Data wish.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar } from '@/components/ui/avatar';
import { dataSaverOn } from '@/lib/data-saver';
import { dataSaverSetting, setDataSaverSetting } from '@/lib/data-saver-setting';

const PICTURE = 'https://example.test/avatars/a.jpg';

function setSaveData(saveData: boolean | undefined) {
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: saveData === undefined ? undefined : { saveData },
  });
}

afterEach(() => {
  setDataSaverSetting('auto');
  setSaveData(undefined);
});

describe('the data saver', () => {
  it('follows the browser until the student chooses', () => {
    expect(dataSaverOn()).toBe(false);
    setSaveData(true);
    expect(dataSaverOn()).toBe(true);
    setDataSaverSetting('off');
    expect(dataSaverSetting()).toBe('off');
    expect(dataSaverOn()).toBe(false);
    setSaveData(false);
    setDataSaverSetting('on');
    expect(dataSaverOn()).toBe(true);
  });

  it('an uploaded picture waits for a tap; without the saver it loads at once', () => {
    const { container, unmount } = render(<Avatar name="Ada Lovelace" src={PICTURE} />);
    expect(container.querySelector('img')).toHaveAttribute('src', PICTURE);
    unmount();

    setDataSaverSetting('on');
    const saving = render(<Avatar name="Ada Lovelace" seed="ada@example.test" src={PICTURE} />);
    const waiting = saving.container.querySelector('[data-picture-waits]');
    expect(waiting).not.toBeNull();
    // The generated placeholder (no download) stands in for it.
    expect(saving.container.querySelector('img')?.getAttribute('src')).toMatch(/^data:/);
    fireEvent.click(waiting!);
    expect(saving.container.querySelector('img')).toHaveAttribute('src', PICTURE);
    expect(screen.queryByText('AL')).toBeNull();
  });
});
