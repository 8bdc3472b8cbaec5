'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { office } from '@/lib/marketing/content/office';

// The Maps wrapper's code is a separate chunk, fetched only once the map is on screen.
const GoogleMap = dynamic(() => import('./google-map').then((module) => module.GoogleMap), { ssr: false });

/** The office address, and with a Maps key a map that loads when it scrolls into view. */
export function OfficeMap({ apiKey }: { apiKey?: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = container.current;
    if (!apiKey || !element || visible) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [apiKey, visible]);

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <address className="not-italic text-slate-700">
        <p className="font-semibold text-slate-900">{office.name}</p>
        <p>{office.street}</p>
        <p>{office.city}</p>
        <p>{office.country}</p>
        <p className="mt-2">
          <a href={`mailto:${office.email}`} className="font-semibold text-indigo-700 underline">
            {office.email}
          </a>
        </p>
      </address>
      {apiKey && (
        <div
          ref={container}
          role="region"
          aria-label="Map of our office"
          className="h-72 overflow-hidden rounded-lg border border-slate-200 bg-slate-100"
        >
          {visible && <GoogleMap apiKey={apiKey} />}
        </div>
      )}
    </div>
  );
}
