export default function Page() {
  return <h1>A bare static page</h1>;
}
