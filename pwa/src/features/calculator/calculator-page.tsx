export function CalculatorPage() {
  return <h1>CalculatorPage</h1>;
}
