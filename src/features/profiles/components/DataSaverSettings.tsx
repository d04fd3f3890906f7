import { useState } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useDataSaver } from '@/lib/data-saver';
import {
  browserAsksToSaveData,
  DATA_SAVER_PAGE_SIZE,
  setDataSaverSetting,
  useDataSaverSetting,
  type DataSaverSetting,
} from '@/lib/data-saver-setting';
import { messages, useT } from '@/lib/i18n';
import { formatNumber } from '@/lib/i18n/format';
import { fill } from '@/lib/i18n/text';
import { bytesSince, pageCosts } from '@/lib/offline/page-costs';

const dataSaverMessages = messages('dataSaverSettings', {
  lastPages: 'What the last pages cost',
  thisPage: ' (this page, so far)',
  kb: '{size} KB',
  bytesNote:
    'Bytes received for each page you opened in this tab. Pages and data saved on this device cost nothing; answers from the database server count only where it lets the browser measure them.',
  title: 'Data saver',
  legend:
    'Pictures and answer pages load when you tap them, the contest scoreboard refreshes every 60 seconds, and lists show {count} at a time.',
  auto: 'As the browser asks',
  on: 'On',
  off: 'Off',
  onAsks: 'The data saver is on: your browser asks to save data.',
  onNotAsked: 'The data saver is on: your browser does not ask to save data.',
  onChosen: 'The data saver is on.',
  offAsks: 'The data saver is off: your browser asks to save data.',
  offNotAsked: 'The data saver is off: your browser does not ask to save data.',
  offChosen: 'The data saver is off.',
});

const CHOICES: DataSaverSetting[] = ['auto', 'on', 'off'];

/** "3.4 KB" below 10 KB, "12 KB" above, with the language's separators. */
function kbAmount(bytes: number): string {
  const digits = bytes < 10_240 ? 1 : 0;
  return formatNumber(bytes / 1024, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** What the last pages cost (transferred bytes; what came from a cache costs nothing). */
function PageCosts() {
  const t = useT(dataSaverMessages);
  // Read once when shown: this page's own cost so far, then the pages before it.
  const [costs] = useState(() => [
    { path: window.location.pathname, bytes: bytesSince(0), at: 'now' },
    ...pageCosts(),
  ]);
  return (
    <div className="grid grid-cols-1 gap-2">
      <h3 className="text-sm font-semibold text-slate-900">{t.lastPages}</h3>
      <ul className="divide-y divide-slate-100 text-sm" data-testid="page-costs">
        {costs.map((cost, index) => (
          <li key={`${cost.at}-${index}`} className="flex justify-between gap-4 py-1.5">
            <span className="min-w-0 truncate font-mono text-slate-700">
              <bdi dir="ltr">{cost.path}</bdi>
              {cost.at === 'now' ? t.thisPage : ''}
            </span>
            <span className="shrink-0 tabular-nums text-slate-900">
              {fill(t.kb, { size: kbAmount(cost.bytes) })}
            </span>
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-600">{t.bytesNote}</p>
    </div>
  );
}

/** The data saver (issue 27): on by itself when the browser asks, or as chosen here. */
export function DataSaverSettings() {
  const t = useT(dataSaverMessages);
  const setting = useDataSaverSetting();
  const on = useDataSaver();
  const asks = browserAsksToSaveData();
  const state =
    setting === 'auto'
      ? on
        ? asks
          ? t.onAsks
          : t.onNotAsked
        : asks
          ? t.offAsks
          : t.offNotAsked
      : on
        ? t.onChosen
        : t.offChosen;
  return (
    <Card className="mt-6">
      <CardHeader>
        <h2 className="font-serif text-xl font-semibold text-slate-900">{t.title}</h2>
      </CardHeader>
      {/* One column of minmax(0, 1fr): a long path ends in its ellipsis instead of widening the card. */}
      <CardContent className="grid grid-cols-1 gap-5">
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm text-slate-700">
            {fill(t.legend, { count: formatNumber(DATA_SAVER_PAGE_SIZE) })}
          </legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {CHOICES.map((choice) => (
              <label key={choice} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="data-saver"
                  value={choice}
                  checked={setting === choice}
                  onChange={() => setDataSaverSetting(choice)}
                  className="h-4 w-4 accent-blue-800"
                />
                {t[choice]}
              </label>
            ))}
          </div>
          <p className="text-sm font-medium text-slate-900" data-testid="data-saver-state">
            {state}
          </p>
        </fieldset>
        <PageCosts />
      </CardContent>
    </Card>
  );
}
