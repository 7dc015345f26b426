import { expectAccessible, test, visit } from "./fixtures";

for (const width of [375, 1280]) {
  test.describe(`the shell at ${width} px passes axe-core`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of ["/", "/about", "/no-such-page"]) {
      test(`on ${path}`, async ({ page }) => {
        await visit(page, path);
        await expectAccessible(page);
      });
    }

    test("with its menus and the search open", async ({ page }) => {
      await visit(page, "/");
      if (width < 1100) {
        await page.getByRole("button", { name: "Open menu" }).click();
        await page
          .getByRole("dialog", { name: "Menu" })
          .getByText("Services", { exact: true })
          .click();
        await expectAccessible(page);
        await page.keyboard.press("Escape");
      } else {
        await page.getByRole("button", { name: "Services menu" }).click();
        await page.waitForTimeout(1100);
        await expectAccessible(page);
        await page.keyboard.press("Escape");
      }
      await page.getByRole("link", { name: "Search" }).click();
      await expectAccessible(page);
    });
  });
}
