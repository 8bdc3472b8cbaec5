/** The office shown on the demo page's map. */
export const office = {
  name: 'Complia headquarters',
  street: '100 Pine Street, Suite 1250',
  city: 'San Francisco, CA 94111',
  country: 'United States',
  email: 'sales@complia.example',
  position: { lat: 37.7925, lng: -122.399 },
} as const;
