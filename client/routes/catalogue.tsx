export default function Page() {
  return <main id="main"><h1>catalogue</h1><div style={{ height: 3000 }} /></main>;
}
