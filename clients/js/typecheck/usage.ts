// Compiled by ../types (tsc, nothing emitted, never run): a program that uses larder.js through its package name, so
// that package.json's `exports` and `types`, larder.d.ts and the generated openapi.d.ts are checked together. The
// lines marked @ts-expect-error must fail to compile: they show that the types say something.
import {
  Larder, LarderError, NO_ANSWER, format, memoryStorage, retryable, refreshes, verifyWebhook,
  type Cart, type ShoppingList, type Schemas, type Page, type RecipeSummary,
} from "@larder/client";

export async function shop(): Promise<string[]> {
  const larder = new Larder({ clientId: "app_1", baseUrl: "http://localhost:8080", storage: memoryStorage() });
  const list = await larder.post<ShoppingList>("/v1beta/lists", { name: "Week", raw_items: ["2 onions"] });
  const firstItem: string = list.items[0]?.name ?? "";
  const cart = await larder.post<Cart>("/v1beta/carts", { list_id: list.id });
  const lines = cart.items.map((line) => `${line.name}: ${format.packs(line)}`);
  lines.push(format.quantity({ quantity: 0.75, unit: "cup", name: "plain yogurt" }), firstItem);

  const unit: Schemas["Unit"] = "tbsp";
  // @ts-expect-error: not a unit of the contract
  const wrong: Schemas["Unit"] = "tablespoon";

  for await (const recipe of larder.items<RecipeSummary>("/v1beta/recipes", { q: "lemon", limit: 10 })) {
    lines.push(recipe.name);
  }
  const page: Page<RecipeSummary> | undefined = (await larder.pages<RecipeSummary>("/v1beta/recipes").next()).value ?? undefined;
  lines.push(String(page?.data.length), unit, String(wrong));

  try {
    await larder.patch<ShoppingList>(`/v1beta/lists/${list.id}`, { name: "Weekend" }, { ifMatch: true });
  } catch (error) {
    if (error instanceof LarderError && error.code !== NO_ANSWER && retryable(error.status, error.code)) {
      lines.push(error.detail ?? error.code, String(refreshes(error.status, error.code)));
    }
  }
  larder.addEventListener("sessionreplaced", (event) => lines.push(String(event.reason?.code)));
  // @ts-expect-error: ifMatch is true or an ETag, not false
  await larder.delete("/v1beta/lists/x", { ifMatch: false });

  const server = new Larder({ managementToken: "mt_1", baseUrl: "http://localhost:8080" });
  const event = await verifyWebhook("{}", { "larder-signature": "t=1,v1=00" }, "whsec_x");
  lines.push(event.type, server.baseUrl);
  return lines;
}
