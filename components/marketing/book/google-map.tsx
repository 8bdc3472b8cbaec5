'use client';

import { Status, Wrapper } from '@googlemaps/react-wrapper';
import { useEffect, useRef } from 'react';
import { office } from '@/lib/marketing/content/office';

/** The part of the Maps JavaScript API this map uses (the API's own types are not a dependency). */
type MapsApi = {
  Map: new (element: HTMLElement, options: { center: { lat: number; lng: number }; zoom: number }) => unknown;
  Marker: new (options: { position: { lat: number; lng: number }; map: unknown; title: string }) => unknown;
};

function OfficeMapCanvas() {
  const canvas = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const maps = (window as unknown as { google?: { maps?: MapsApi } }).google?.maps;
    if (!canvas.current || !maps) return;
    const map = new maps.Map(canvas.current, { center: office.position, zoom: 15 });
    new maps.Marker({ position: office.position, map, title: office.name });
  }, []);
  return <div ref={canvas} className="h-full w-full" />;
}

function renderStatus(status: Status) {
  return <p className="p-4 text-sm text-slate-600">{status === Status.FAILURE ? 'The map could not be loaded.' : 'Loading map…'}</p>;
}

/** Google Maps with the places library in English; loaded only when this module is. */
export function GoogleMap({ apiKey }: { apiKey: string }) {
  return (
    <Wrapper apiKey={apiKey} libraries={['places']} language="en" render={renderStatus}>
      <OfficeMapCanvas />
    </Wrapper>
  );
}
