#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The playground page in headless Chromium, driven by Selenium, for
tests/web_page.test:

    python3 tests/web/page_check.py WEB_DIR EXPECTED SHOTS_DIR

WEB_DIR is served by a static server of this process (127.0.0.1, a free
port).  EXPECTED holds what the native extension says, one item a line:
"puzzle P ER EP ED GRADE" for the puzzles pasted, "solution S" of the
first, "generated P" for seed 7 and the grade easy under rot180,
"database PATH N" a database made by sudokudb and its number of
puzzles.  Prints
one line per check, "CHECK name<TAB>got<TAB>expected", and saves
screenshots into SHOTS_DIR."""
import functools
import http.server
import os
import sys
import threading
import time

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select


def check(name, got, expected):
    clean = lambda v: str(v).replace("\t", " ").replace("\n", " / ")
    print(f"CHECK {name}\t{clean(got)}\t{clean(expected)}", flush=True)


def wait_for(what, timeout=120):
    """The first true value of what() within timeout seconds, else None."""
    end = time.time() + timeout
    while time.time() < end:
        try:
            v = what()
            if v:
                return v
        except Exception:  # the element is not there yet, or was redrawn
            pass
        time.sleep(0.1)
    return None


def serve(folder):
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass
    handler = functools.partial(Quiet, directory=folder)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def main(web, expected_path, shots):
    puzzles, solution, generated, database = [], None, None, None
    for line in open(expected_path, encoding="utf-8"):
        f = line.split()
        if f and f[0] == "puzzle":
            puzzles.append(f[1:])
        elif f and f[0] == "solution":
            solution = f[1]
        elif f and f[0] == "generated":
            generated = f[1]
        elif f and f[0] == "database":
            database = (f[1], int(f[2]))
    os.makedirs(shots, exist_ok=True)
    server = serve(web)
    opts = Options()
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1200,1800"):
        opts.add_argument(a)
    opts.binary_location = "/usr/bin/chromium"
    opts.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    d = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=opts)
    by_id = lambda i: d.find_element(By.ID, i)
    try:
        d.get(f"http://127.0.0.1:{server.server_address[1]}/index.html")
        t0 = time.time()
        ready = wait_for(lambda: by_id("status").text.startswith("Ready"), 60)
        check("page ready", bool(ready), True)
        print(f"LOAD {time.time() - t0:.3f}", flush=True)

        # Paste the puzzles; the table's ratings are the native ones.
        by_id("paste").send_keys("\n".join(p[0] for p in puzzles))
        by_id("add").click()
        want = f"Ready: {len(puzzles)} puzzles."
        check("all rated", wait_for(lambda: by_id("status").text == want, 300) and want, want)
        rows = d.find_elements(By.CSS_SELECTOR, "#table tbody tr")
        got = {}
        for r in rows:
            cells = [c.text for c in r.find_elements(By.TAG_NAME, "td")]
            got[r.find_element(By.CSS_SELECTOR, "button.open").get_attribute("title")] = cells[4:8]
        for p, er, ep, ed, grade in puzzles:
            check(f"ratings of {p}", " ".join(got.get(p, ["missing"])), f"{er} {ep} {ed} {grade}")
        d.save_screenshot(os.path.join(shots, "table.png"))

        # Sort by ER, descending: the first row is the hardest.
        by_id("table").find_element(By.XPATH, ".//th[@data-key='er']/button").click()
        by_id("table").find_element(By.XPATH, ".//th[@data-key='er']/button").click()
        first = d.find_element(By.CSS_SELECTOR, "#table tbody tr td.er").text
        hardest = max(puzzles, key=lambda p: float(p[1]))[0]
        check("sorted by ER, descending", first, max(puzzles, key=lambda p: float(p[1]))[1])
        by_id("filter").send_keys("er>=4")
        shown = len(d.find_elements(By.CSS_SELECTOR, "#table tbody tr"))
        check("filter er>=4", shown, sum(1 for p in puzzles if float(p[1]) >= 4))
        by_id("filter").clear()
        by_id("filter").send_keys(" ")
        by_id("filter").send_keys(Keys.BACKSPACE)

        # Open the first puzzle; step through three steps.
        d.find_element(By.XPATH, f"//button[@title='{puzzles[0][0]}']").click()
        steps = wait_for(lambda: "steps" in by_id("step").text and by_id("step").text, 120)
        check("explained", bool(steps), True)
        for k in (1, 2, 3):
            by_id("step-next").click()
            wait_for(lambda: by_id("step").text.startswith(f"Step {k} of"), 60)
        text = by_id("step").text
        check("step 3 shown", text.startswith("Step 3 of"), True)
        check("step 3 has its reason", len(text) > 40, True)
        check("step 3 drawn", "Step 3:" in by_id("picture-caption").text
              and len(d.find_elements(By.CSS_SELECTOR, "#picture svg")) == 1, True)
        d.save_screenshot(os.path.join(shots, "step3.png"))

        # The hardest puzzle's hardest step, picked from the list of steps.
        d.find_element(By.XPATH, f"//button[@title='{hardest}']").click()
        wait_for(lambda: len(Select(by_id("step-list")).options) > 1, 120)
        opts = Select(by_id("step-list")).options
        best = max(opts[1:], key=lambda o: float(o.text.split("(")[-1].split(")")[0]))
        Select(by_id("step-list")).select_by_value(best.get_attribute("value"))
        n = best.get_attribute("value")
        shown = wait_for(lambda: by_id("step").text.startswith(f"Step {n} of") and by_id("step").text, 60) or ""
        check("the hardest step, from the list", shown.startswith(f"Step {n} of"), True)
        check("its picture", len(d.find_elements(By.CSS_SELECTOR, "#picture svg")) == 1, True)
        d.save_screenshot(os.path.join(shots, "hardest-step.png"))
        d.execute_script("document.getElementById('viewer').scrollIntoView()")
        d.find_element(By.CSS_SELECTOR, "#viewer .viewer").screenshot(os.path.join(shots, "viewer.png"))
        d.find_element(By.XPATH, f"//button[@title='{puzzles[0][0]}']").click()
        wait_for(lambda: "steps" in by_id("step").text, 120)

        # A wrong value in the first empty cell is flagged.
        empty = puzzles[0][0].index(".")
        wrong = next(str(v) for v in range(1, 10) if str(v) != solution[empty])
        cell = d.find_elements(By.CSS_SELECTOR, "#board .cell")[empty]
        cell.click()
        cell.send_keys(wrong)
        check("mistake flagged", cell.get_attribute("aria-invalid") == "true"
              and "wrong" in cell.get_attribute("class"), True)
        check("mistake named", "mistake" in by_id("board-status").text, True)
        by_id("hint").click()
        hint = wait_for(lambda: by_id("hint-text").text, 60) or ""
        check("hint gives the mistake first", "Mistakes first" in hint
              and f"but the solution has {solution[empty]}" in hint, True)
        # Corrected, the hint is a step.
        cell.click()
        cell.send_keys(solution[empty])
        by_id("hint").click()
        hint = wait_for(lambda: "score" in by_id("hint-text").text and by_id("hint-text").text, 60) or ""
        check("hint from the grid", "score" in hint, True)
        d.save_screenshot(os.path.join(shots, "play.png"))

        # An SQL query.
        by_id("sql").clear()
        by_id("sql").send_keys("SELECT count(*), sum(er IS NOT NULL) FROM puzzles")
        by_id("sql-run").click()
        res = wait_for(lambda: d.find_elements(By.CSS_SELECTOR, "#sql-result tbody td"), 60) or []
        check("sql", " ".join(c.text for c in res), f"{len(puzzles)} {len(puzzles)}")

        # Generate: seed 7, easy, rot180, as the native extension makes it.
        by_id("gen-seed").send_keys("7")
        Select(by_id("gen-grade")).select_by_visible_text("easy")
        d.find_element(By.CSS_SELECTOR, "#generate button[type=submit]").click()
        out = wait_for(lambda: by_id("gen-out").text.startswith("Seed 7:") and by_id("gen-out").text, 120)
        check("generated", out, f"Seed 7: {generated}")
        wait_for(lambda: by_id("viewer-h").text == f"Puzzle {len(puzzles) + 1}", 60)
        want = f"Ready: {len(puzzles) + 1} puzzles."
        check("generated, rated", wait_for(lambda: by_id("status").text == want, 300) and want, want)
        d.save_screenshot(os.path.join(shots, "generated.png"))

        # Stop: a long search ends, and the engine works again after.  The
        # budget is lifted first, so that the search cannot end on its own
        # (at the default budget it would give up within seconds).
        by_id("sql").clear()
        by_id("sql").send_keys("SELECT sudoku_budget(0)")
        by_id("sql-run").click()
        check("budget lifted", bool(wait_for(lambda: [c.text for c in d.find_elements(
            By.CSS_SELECTOR, "#sql-result tbody td")] == ["0"], 60)), True)
        by_id("sql").clear()
        by_id("sql").send_keys("SELECT count(*), sum(er IS NOT NULL) FROM puzzles")
        by_id("gen-seed").clear()
        by_id("gen-seed").send_keys("1")
        by_id("gen-lo").send_keys("11.5")
        by_id("gen-hi").send_keys("12")
        d.find_element(By.CSS_SELECTOR, "#generate button[type=submit]").click()
        wait_for(lambda: by_id("stop").is_enabled(), 10)
        by_id("stop").click()
        check("stopped", wait_for(lambda: by_id("gen-out").text == "Stopped.", 10) and "Stopped.", "Stopped.")
        by_id("sql-run").click()
        res = wait_for(lambda: [c.text for c in d.find_elements(By.CSS_SELECTOR, "#sql-result tbody td")]
                       == [str(len(puzzles) + 1)] * 2, 60)
        check("the list back in the new engine", bool(res), True)

        # A database made by sudokudb: its puzzles join the list, rated.
        path, count = database
        by_id("file").send_keys(path)
        total = len(puzzles) + 1 + count
        want = f"Ready: {total} puzzles."
        check("database opened", wait_for(lambda: by_id("status").text == want, 300) and want, want)
        by_id("sql").clear()
        by_id("sql").send_keys("SELECT (SELECT count(*) FROM puzzle), count(*) FROM puzzles WHERE er > 0")
        by_id("sql-run").click()
        res = wait_for(lambda: [c.text for c in d.find_elements(By.CSS_SELECTOR, "#sql-result tbody td")]
                       == [str(count), str(total)], 60)
        check("the database's table and the list", bool(res), True)

        # A phone's width.
        d.set_window_size(390, 1400)
        d.execute_script("document.getElementById('viewer').scrollIntoView()")
        d.save_screenshot(os.path.join(shots, "phone.png"))
        width = d.execute_script("return document.documentElement.scrollWidth")
        check("no sideways scrolling at 390 px", width <= 390, True)

        errors = [l["message"] for l in d.get_log("browser") if l["level"] == "SEVERE"]
        check("console errors", "; ".join(errors), "")
    finally:
        d.quit()
        server.shutdown()


if __name__ == "__main__":
    main(*sys.argv[1:4])
