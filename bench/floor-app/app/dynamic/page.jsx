import { cookies } from 'next/headers';

export default async function DynamicPage() {
  const store = await cookies();
  return <h1>A bare dynamic page {store.has('AccessToken') ? 'with' : 'without'} a session</h1>;
}
