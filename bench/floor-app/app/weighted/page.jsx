// A static page of plain elements about as heavy as the product's home page (its HTML and the RSC payload inlined in
// it): the rate a bare Next.js server reaches when a prerendered page weighs what a real one does.
const sections = Array.from({ length: 100 }, (_, index) => index + 1);

export default function Page() {
  return (
    <main className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">A bare static page of a real page&apos;s weight</h1>
      {sections.map((number) => (
        <section key={number} className="mt-10 rounded-lg border border-slate-200 p-4">
          <h2 className="text-2xl font-semibold text-slate-900">Section {number}</h2>
          <p className="mt-2 text-base leading-7 text-slate-600">
            Paragraph {number}: plain text of about the length a marketing page gives one of its points.
          </p>
        </section>
      ))}
    </main>
  );
}
