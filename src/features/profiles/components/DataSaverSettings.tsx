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
import { bytesSince, pageCosts } from '@/lib/offline/page-costs';

const CHOICES: { value: DataSaverSetting; label: string }[] = [
  { value: 'auto', label: 'As the browser asks' },
  { value: 'on', label: 'On' },
  { value: 'off', label: 'Off' },
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)} KB`;

/** What the last pages cost (transferred bytes; what came from a cache costs nothing). */
function PageCosts() {
  // Read once when shown: this page's own cost so far, then the pages before it.
  const [costs] = useState(() => [
    { path: window.location.pathname, bytes: bytesSince(0), at: 'now' },
    ...pageCosts(),
  ]);
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold text-slate-900">What the last pages cost</h3>
      <ul className="divide-y divide-slate-100 text-sm" data-testid="page-costs">
        {costs.map((cost, index) => (
          <li key={`${cost.at}-${index}`} className="flex justify-between gap-4 py-1.5">
            <span className="min-w-0 truncate font-mono text-slate-700">
              {cost.path}
              {cost.at === 'now' ? ' (this page, so far)' : ''}
            </span>
            <span className="shrink-0 tabular-nums text-slate-900">{kb(cost.bytes)}</span>
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-600">
        Bytes received for each page you opened in this tab. Pages and data saved on this device
        cost nothing; answers from the database server count only where it lets the browser measure
        them.
      </p>
    </div>
  );
}

/** The data saver (issue 27): on by itself when the browser asks, or as chosen here. */
export function DataSaverSettings() {
  const setting = useDataSaverSetting();
  const on = useDataSaver();
  return (
    <Card className="mt-6">
      <CardHeader>
        <h2 className="font-serif text-xl font-semibold text-slate-900">Data saver</h2>
      </CardHeader>
      <CardContent className="grid gap-5">
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm text-slate-700">
            Pictures and answer pages load when you tap them, the contest scoreboard refreshes every
            60 seconds, and lists show {DATA_SAVER_PAGE_SIZE} at a time.
          </legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {CHOICES.map((choice) => (
              <label key={choice.value} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="data-saver"
                  value={choice.value}
                  checked={setting === choice.value}
                  onChange={() => setDataSaverSetting(choice.value)}
                  className="h-4 w-4 accent-blue-800"
                />
                {choice.label}
              </label>
            ))}
          </div>
          <p className="text-sm font-medium text-slate-900" data-testid="data-saver-state">
            The data saver is {on ? 'on' : 'off'}
            {setting === 'auto'
              ? browserAsksToSaveData()
                ? ': your browser asks to save data.'
                : ': your browser does not ask to save data.'
              : '.'}
          </p>
        </fieldset>
        <PageCosts />
      </CardContent>
    </Card>
  );
}
