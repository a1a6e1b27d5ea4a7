"""The HTML that calgrid writes, loaded in a real browser (Debian's Chromium, driven by
selenium through the system's chromedriver): structure, accessible names as Chromium
computes them, right-to-left layout by element positions, the picker's keyboard
workflows, escaping, and an axe-core audit of every page.

Run by Scripts/browser-tests, which builds calgrid and passes its path in CALGRID.
Facts about dates name their source; none is taken from calgrid or ICU.
"""
import json
import os
import subprocess
import tempfile
import unittest

os.environ.setdefault("SE_OFFLINE", "true")  # selenium must never fetch a driver or a browser

from axe_selenium_python import Axe
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

CALGRID = os.environ.get("CALGRID", ".build/debug/calgrid")
DOCS = os.environ.get("CALGRID_DOCS", ".build/docs")
SCREENSHOTS = os.environ.get("CALGRID_SCREENSHOTS")
TODAY = "2024-09-17"


def calgrid(*arguments):
    result = subprocess.run([CALGRID, *arguments], capture_output=True, text=True)
    return result


class Pages(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        options = webdriver.ChromeOptions()
        options.binary_location = "/usr/bin/chromium"
        for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1200,1000",
                         "--disable-dev-shm-usage", "--lang=en-US"]:
            options.add_argument(argument)
        cls.driver = webdriver.Chrome(service=Service(executable_path="/usr/bin/chromedriver"), options=options)
        cls.directory = tempfile.mkdtemp(prefix="calgrid-pages-")

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def load(self, name, *arguments):
        """Writes calgrid's page for the arguments and opens it."""
        result = calgrid(*arguments, "--today", TODAY)
        self.assertEqual(result.returncode, 0, result.stderr)
        path = os.path.join(self.directory, name + ".html")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(result.stdout)
        self.driver.get("file://" + path)
        if SCREENSHOTS:
            os.makedirs(SCREENSHOTS, exist_ok=True)
        return result.stdout

    def screenshot(self, name):
        if SCREENSHOTS:
            table = self.driver.find_element(By.CSS_SELECTOR, ".calgrid")
            table.screenshot(os.path.join(SCREENSHOTS, name + ".png"))

    def audit(self):
        axe = Axe(self.driver)
        axe.inject()
        results = axe.run()
        violations = [f"{v['id']}: {v['help']} ({len(v['nodes'])} nodes: {v['nodes'][0]['html'][:120]})"
                      for v in results["violations"]]
        self.assertEqual(violations, [], "axe-core violations")

    def cell(self, date):
        return self.driver.find_element(By.CSS_SELECTOR, f'td[data-date="{date}"]')

    def field(self):
        return self.driver.find_element(By.CSS_SELECTOR, "input.calgrid-field").get_attribute("value")

    def status(self):
        return self.driver.find_element(By.CSS_SELECTOR, ".calgrid-status").text

    # MARK: Structure and accessible names

    # Each page: the locale, its arguments, the language and direction of the page, the
    # month's number of days, and the accessible name of 17 September 2024 (a Tuesday),
    # from the published calendars named.
    PAGES = [
        ("en-US", ["en-US", "--month", "2024-9"], "en-US", "ltr", 30, "Tuesday, September 17, 2024"),
        ("de-DE", ["de-DE", "--month", "2024-9"], "de-DE", "ltr", 30, "Dienstag, 17. September 2024"),
        # 14 Elul 5784 = 17 September 2024 (hebcal.com); Elul has 29 days; Hebrew numerals.
        ("he-IL-hebrew", ["he-IL-u-ca-hebrew", "--month", "5784-M12"], "he-IL-u-ca-hebrew", "rtl", 29,
         "יום שלישי, י״ד באלול תשפ״ד"),
        # 27 Shahrivar 1403 = 17 September 2024 (Iran's official calendar); Shahrivar has 31 days.
        ("fa-IR", ["fa-IR", "--month", "1403-6"], "fa-IR", "rtl", 31, None),
        ("ar-EG", ["ar-EG", "--month", "2024-9"], "ar-EG", "rtl", 30, None),
        # Reiwa 6 = 2024.
        ("ja-JP-japanese", ["ja-JP-u-ca-japanese", "--month", "2024-9"], "ja-JP-u-ca-japanese", "ltr", 30,
         "令和6年9月17日火曜日"),
        ("zh-CN-chinese", ["zh-CN", "--secondary", "chinese", "--month", "2024-9"], "zh-CN", "ltr", 30, None),
    ]

    def test_structure_names_and_audit(self):
        for name, arguments, lang, direction, days, tuesday in self.PAGES:
            with self.subTest(page=name):
                self.load(name, *arguments, "--format", "html")
                html = self.driver.find_element(By.TAG_NAME, "html")
                self.assertEqual(html.get_attribute("lang"), lang)
                self.assertEqual(html.get_attribute("dir"), direction)
                tables = self.driver.find_elements(By.CSS_SELECTOR, "table.calgrid-month")
                self.assertEqual(len(tables), 1)
                caption = tables[0].find_element(By.TAG_NAME, "caption").text
                self.assertTrue(caption)
                headers = tables[0].find_elements(By.CSS_SELECTOR, 'thead th[scope="col"]')
                self.assertEqual(len(headers), 7)
                for header in headers:
                    self.assertTrue(header.get_attribute("abbr"))
                cells = tables[0].find_elements(By.CSS_SELECTOR, "td.calgrid-day")
                self.assertEqual(len(cells), days)
                for cell in cells:
                    time = cell.find_element(By.TAG_NAME, "time")
                    self.assertEqual(time.get_attribute("datetime"), cell.get_attribute("data-date"))
                    self.assertTrue(cell.accessible_name)
                today = self.cell(TODAY)
                self.assertEqual(today.get_attribute("aria-current"), "date")
                if tuesday:
                    self.assertEqual(today.accessible_name, tuesday)
                self.audit()
                self.screenshot(name)

    def test_localized_names_of_the_other_pages(self):
        self.load("ar-EG", "ar-EG", "--month", "2024-9", "--format", "html")
        name = self.cell(TODAY).accessible_name
        self.assertIn("الثلاثاء", name)          # Tuesday
        self.assertIn("١٧", name)                # 17 in Arabic-Indic digits
        self.load("fa-IR", "fa-IR", "--month", "1403-6", "--format", "html")
        name = self.cell(TODAY).accessible_name
        self.assertIn("سه‌شنبه", name)            # Tuesday
        self.assertIn("۲۷", name)                # 27 Shahrivar
        self.assertIn("شهریور", name)
        # HKO: 17 September 2024 was the 15th of the eighth month (Mid-Autumn).
        self.load("zh-CN", "zh-CN", "--secondary", "chinese", "--month", "2024-9", "--format", "html")
        cell = self.cell(TODAY)
        self.assertEqual(cell.find_element(By.CSS_SELECTOR, ".calgrid-secondary").text, "十五")
        self.assertIn("2024年9月17日星期二", cell.accessible_name)
        self.assertIn("八月十五", cell.accessible_name)
        self.assertIn("七月", self.driver.find_element(By.CSS_SELECTOR, ".calgrid-secondary-title").text)

    def test_accessible_names_on_days_the_toolkit_corrects(self):
        # HKO: the Lunar New Year of 2027 is Saturday 6 February (ICU's astronomy says the
        # 7th); the cell, its label and its accessible name all say 正月初一.
        self.load("zh-CN-chinese-2027", "zh-CN", "--calendar", "chinese", "--month", "2027-M01", "--format", "html")
        cell = self.cell("2027-02-06")
        self.assertEqual(cell.find_element(By.TAG_NAME, "time").text, "初一")
        self.assertIn("正月初一", cell.accessible_name)
        self.assertIn("星期六", cell.accessible_name)
        # Umm al-Qura: 1 Ramadan 1446 is 1 March 2025; moved a day earlier by
        # --hijri-offset 1, the grid's first day is 28 February, a Friday.
        self.load("umalqura-offset", "en-US", "--calendar", "islamic-umalqura", "--hijri-offset", "1",
                  "--month", "1446-9", "--format", "html")
        self.assertEqual(self.cell("2025-02-28").accessible_name, "Friday, Ramadan 1, 1446 AH")
        # Ramadan 1446 had 29 days (Eid al-Fitr on 30 March 2025 in Saudi Arabia): moved a
        # day earlier, its last day is Friday 28 March.
        self.assertEqual(self.cell("2025-03-28").accessible_name, "Friday, Ramadan 29, 1446 AH")

    # MARK: Right to left

    def test_right_to_left_puts_the_first_weekday_rightmost(self):
        for name, arguments in [("ar-EG", ["ar-EG", "--month", "2024-9"]), ("he-IL", ["he-IL-u-ca-hebrew", "--month", "5784-M12"]),
                                ("fa-IR", ["fa-IR", "--month", "1403-6"])]:
            with self.subTest(page=name):
                self.load(name + "-rtl", *arguments, "--format", "html")
                headers = self.driver.find_elements(By.CSS_SELECTOR, 'thead th[scope="col"]')
                xs = [header.rect["x"] for header in headers]
                self.assertEqual(xs, sorted(xs, reverse=True), "the first weekday's column is the rightmost")
        self.load("en-US-ltr", "en-US", "--month", "2024-9", "--format", "html")
        xs = [header.rect["x"] for header in self.driver.find_elements(By.CSS_SELECTOR, 'thead th[scope="col"]')]
        self.assertEqual(xs, sorted(xs))

    # MARK: The picker, by keyboard

    def focus_grid(self):
        """Tabs into the page: the grid has one tab stop."""
        body = self.driver.find_element(By.TAG_NAME, "body")
        body.send_keys(Keys.TAB)
        return self.driver.switch_to.active_element

    def keys(self, *keys):
        for key in keys:
            self.driver.switch_to.active_element.send_keys(key)

    def test_single_mode(self):
        for locale, next_day in [("en-US", Keys.ARROW_RIGHT), ("ar-EG", Keys.ARROW_LEFT)]:
            with self.subTest(locale=locale):
                self.load(f"single-{locale}", locale, "--month", "2024-9", "--format", "html", "--interactive")
                focused = self.focus_grid()
                self.assertEqual(focused.get_attribute("data-date"), TODAY, "the tab stop is today")
                self.assertEqual(len(self.driver.find_elements(By.CSS_SELECTOR, 'td[tabindex="0"]')), 1)
                self.keys(next_day, Keys.ENTER)
                self.assertEqual(self.field(), "2024-09-18")
                self.assertIn(self.cell("2024-09-18").accessible_name, self.status())
                self.keys(Keys.ARROW_DOWN, " ")
                self.assertEqual(self.field(), "2024-09-25")       # single: the new day replaces it
                self.keys(" ")
                self.assertEqual(self.field(), "")                 # a second tap unselects
                self.audit()

    def test_multiple_mode(self):
        for locale, previous_day in [("en-US", Keys.ARROW_LEFT), ("ar-EG", Keys.ARROW_RIGHT)]:
            with self.subTest(locale=locale):
                self.load(f"multiple-{locale}", locale, "--month", "2024-9", "--format", "html", "--interactive",
                          "--mode", "multiple")
                self.focus_grid()
                self.keys(" ", Keys.ARROW_DOWN, " ", previous_day, previous_day, " ")
                self.assertEqual(self.field(), "2024-09-17,2024-09-22,2024-09-24")
                self.keys(Keys.ARROW_UP, Keys.ARROW_RIGHT if locale == "en-US" else Keys.ARROW_LEFT,
                          Keys.ARROW_RIGHT if locale == "en-US" else Keys.ARROW_LEFT, " ")
                self.assertEqual(self.field(), "2024-09-22,2024-09-24")
                self.assertEqual(self.cell("2024-09-22").get_attribute("aria-selected"), "true")

    def test_range_mode(self):
        for locale, forward in [("en-US", Keys.ARROW_RIGHT), ("ar-EG", Keys.ARROW_LEFT)]:
            with self.subTest(locale=locale):
                self.load(f"range-{locale}", locale, "--month", "2024-9", "--months", "2", "--format", "html",
                          "--interactive", "--mode", "range")
                self.focus_grid()
                self.keys(" ", forward, forward, forward, " ")
                self.assertEqual(self.field(), "2024-09-17,2024-09-18,2024-09-19,2024-09-20")
                self.assertIn("calgrid-range-start", self.cell("2024-09-17").get_attribute("class"))
                self.assertIn("calgrid-range-end", self.cell("2024-09-20").get_attribute("class"))
                self.keys(" ")                                     # a tap inside a complete range clears it
                self.assertEqual(self.field(), "")
                # Home and End: the row's first and last day; PageDown: the same day a month on.
                self.keys(Keys.HOME)
                self.assertEqual(self.driver.switch_to.active_element.get_attribute("data-date"),
                                 "2024-09-15" if locale == "en-US" else "2024-09-14")
                self.keys(Keys.END)
                self.assertEqual(self.driver.switch_to.active_element.get_attribute("data-date"),
                                 "2024-09-21" if locale == "en-US" else "2024-09-20")
                self.keys(Keys.PAGE_DOWN)
                self.assertEqual(self.driver.switch_to.active_element.get_attribute("data-date"),
                                 "2024-10-21" if locale == "en-US" else "2024-10-20")
                if SCREENSHOTS and locale == "ar-EG":
                    self.keys(Keys.PAGE_UP, " ", forward, forward, " ")
                    self.screenshot("range-ar-EG")

    def test_range_over_a_disabled_day_is_refused(self):
        items = [{"date": f"2024-09-{day:02d}", "enabled": day != 19} for day in range(15, 25)]
        path = os.path.join(self.directory, "items.json")
        with open(path, "w", encoding="utf-8") as handle:
            json.dump(items, handle)
        self.load("booking", "en-US", "--format", "html", "--interactive", "--mode", "range", "--items", path)
        self.assertEqual(self.cell("2024-09-19").get_attribute("aria-disabled"), "true")
        self.assertIn("calgrid-disabled", self.cell("2024-09-14").get_attribute("class"))   # not in the list
        self.focus_grid()
        self.keys(" ")
        start = self.field()
        self.keys(Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, " ")
        # Refused, and nothing changes (DateSelection's rule, as calgrid pick follows it):
        # the start stays, for another end.
        self.assertEqual(self.field(), start)
        self.assertIn(self.cell("2024-09-19").accessible_name, self.status())
        self.assertIn("choose another end", self.status())
        self.keys(Keys.ARROW_LEFT, " ")                                # on the disabled day: nothing changes
        self.assertEqual(self.field(), start)
        self.keys(Keys.ARROW_LEFT, " ")                                # another end, before the 19th
        dates = self.field().split(",")
        self.assertEqual((dates[0], dates[-1]), (start, "2024-09-18"))
        # A tap outside a complete range begins another; Escape drops one begun and not finished.
        self.keys(Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, " ")
        self.assertEqual(self.field(), "2024-09-21")
        self.keys(Keys.ESCAPE)
        self.assertEqual(self.field(), "")
        self.assertIn("range cleared", self.status())
        self.audit()

    def test_read_only_announces_and_changes_nothing(self):
        page = self.load("read-only", "en-US", "--month", "2024-9", "--format", "html", "--interactive")
        page = page.replace('"readOnly": false', '"readOnly": true')
        path = os.path.join(self.directory, "read-only.html")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(page)
        self.driver.get("file://" + path)
        self.focus_grid()
        self.keys(" ")
        self.assertEqual(self.field(), "")
        self.assertIn("read only", self.status())

    def test_form_posts_the_dates(self):
        fragment = calgrid("en-US", "--month", "2024-9", "--format", "html-fragment", "--interactive",
                           "--mode", "multiple", "--today", TODAY)
        self.assertEqual(fragment.returncode, 0, fragment.stderr)
        self.assertNotIn("<html", fragment.stdout)
        page = ("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>form</title></head><body><main>"
                "<form action=\"about:blank\" method=\"get\">" + fragment.stdout + "<button>Book</button></form></main></body></html>")
        path = os.path.join(self.directory, "form.html")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(page)
        self.driver.get("file://" + path)
        self.focus_grid()
        self.keys(" ", Keys.ARROW_RIGHT, " ")
        data = self.driver.execute_script(
            "return new URLSearchParams(new FormData(document.querySelector('form'))).toString()")
        self.assertEqual(data, "dates=2024-09-17%2C2024-09-18")

    # MARK: Inside an app's page: notes, disabled days, the stylesheet, texts, the form

    def write_json(self, name, value):
        path = os.path.join(self.directory, name)
        with open(path, "w", encoding="utf-8") as handle:
            json.dump(value, handle, ensure_ascii=False)
        return path

    def reads_left_to_right(self, element):
        """Whether the element's first character is drawn left of its last (its own direction)."""
        return self.driver.execute_script("""
            const node = arguments[0].firstChild, range = document.createRange();
            range.setStart(node, 0); range.setEnd(node, 1);
            const first = range.getBoundingClientRect().left;
            range.setStart(node, node.length - 1); range.setEnd(node, node.length);
            return first < range.getBoundingClientRect().left;""", element)

    def test_notes_keep_their_own_direction_in_a_right_to_left_page(self):
        items = [{"date": "2024-09-17", "payload": "120 €"},
                 {"date": "2024-09-18", "payload": {"price": 150}},
                 {"date": "2024-09-19", "payload": 7}]
        path = self.write_json("notes.json", items)
        self.load("notes-ar-EG", "ar-EG", "--format", "html", "--interactive", "--items", path, "--show-payloads")
        euro = self.cell("2024-09-17").find_element(By.CSS_SELECTOR, ".calgrid-note")
        price = self.cell("2024-09-18").find_element(By.CSS_SELECTOR, ".calgrid-note")
        self.assertEqual(euro.tag_name, "bdi")
        self.assertEqual(euro.text, "120 €")
        self.assertTrue(self.reads_left_to_right(euro), "120 € drawn as € 120")
        self.assertEqual(price.text, '{"price": 150}')
        self.assertTrue(self.reads_left_to_right(price), "the JSON's quotes moved")
        self.audit()
        # Without --show-payloads only strings are shown.
        self.load("notes-strings", "ar-EG", "--format", "html", "--interactive", "--items", path)
        self.assertEqual(len(self.cell("2024-09-18").find_elements(By.CSS_SELECTOR, ".calgrid-note")), 0)
        self.assertEqual(len(self.cell("2024-09-19").find_elements(By.CSS_SELECTOR, ".calgrid-note")), 0)
        self.assertEqual(len(self.cell("2024-09-17").find_elements(By.CSS_SELECTOR, ".calgrid-note")), 1)

    def test_disabled_days_are_not_struck_through(self):
        # ١ (Arabic-Indic one) struck through reads as +; Devanagari digits alike.
        items = [{"date": f"2024-09-{day:02d}", "enabled": day % 2 == 0} for day in range(1, 31)]
        path = self.write_json("odd-disabled.json", items)
        for locale in ["ar-EG", "hi-IN-u-nu-deva"]:
            with self.subTest(locale=locale):
                self.load(f"disabled-{locale}", locale, "--format", "html", "--interactive", "--items", path)
                for date in ["2024-09-01", "2024-09-11"]:
                    cell = self.cell(date)
                    self.assertEqual(cell.get_attribute("aria-disabled"), "true")
                    for element in [cell, cell.find_element(By.TAG_NAME, "time")]:
                        self.assertEqual(element.value_of_css_property("text-decoration-line"), "none")
                self.audit()

    def host_page(self, name, fragment, css=""):
        page = ("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>host</title>"
                + (f"<style>{css}</style>" if css else "") + "</head><body><main><h1>Book a day</h1>"
                + "<form action=\"about:blank\" method=\"get\">" + fragment + "<button>Book</button></form>"
                + "</main></body></html>")
        path = os.path.join(self.directory, name + ".html")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(page)
        self.driver.get("file://" + path)

    def test_a_fragment_with_the_stylesheet_shows_its_states(self):
        css = calgrid("--format", "css")
        self.assertEqual(css.returncode, 0, css.stderr)
        items = [{"date": f"2024-09-{day:02d}", "enabled": day != 19} for day in range(1, 31)]
        path = self.write_json("fragment-items.json", items)
        fragment = calgrid("en-US", "--format", "html-fragment", "--interactive", "--items", path,
                           "--today", TODAY)
        self.assertEqual(fragment.returncode, 0, fragment.stderr)
        self.host_page("fragment-styled", fragment.stdout, css.stdout)
        self.focus_grid()
        self.keys(" ")
        self.assertEqual(self.field(), TODAY)
        self.assertEqual(self.cell(TODAY).value_of_css_property("background-color"), "rgba(21, 88, 176, 1)")
        disabled = self.cell("2024-09-19")
        self.assertNotEqual(disabled.value_of_css_property("background-image"), "none")   # hatched
        self.assertEqual(disabled.value_of_css_property("text-decoration-line"), "none")
        self.audit()
        # Without the stylesheet the states would be invisible: the same cell has no background.
        self.host_page("fragment-bare", fragment.stdout)
        self.focus_grid()
        self.keys(" ")
        self.assertEqual(self.cell(TODAY).value_of_css_property("background-color"), "rgba(0, 0, 0, 0)")

    def test_announcements_in_the_pages_language_from_a_messages_file(self):
        messages = {"rangeStart": "بداية النطاق؛ اختر نهايته", "rangeSelected": "تم اختيار النطاق",
                    "submit": "احجز"}
        path = self.write_json("messages-ar.json", messages)
        self.load("messages-ar-EG", "ar-EG", "--month", "2024-9", "--format", "html", "--interactive",
                  "--mode", "range", "--messages", path, "--form-action", "about:blank")
        self.focus_grid()
        self.keys(" ")
        self.assertIn("بداية النطاق؛ اختر نهايته", self.status())
        self.assertIn(self.cell(TODAY).accessible_name, self.status())
        self.keys(Keys.ARROW_LEFT, " ")                                  # ar-EG: left is the next day
        self.assertIn("تم اختيار النطاق", self.status())
        # The page's own form posts the range, and its button speaks the page's language.
        button = self.driver.find_element(By.CSS_SELECTOR, "form > button.calgrid-submit")
        self.assertEqual(button.text, "احجز")
        data = self.driver.execute_script(
            "return new URLSearchParams(new FormData(document.querySelector('form'))).toString()")
        self.assertEqual(data, "dates=2024-09-17%2C2024-09-18")
        self.audit()

    def test_built_in_texts_speak_the_pages_language(self):
        """No English word on the page or in what it announces, with no --messages: the
        built-in texts of the page's language (and ICU's names) say everything."""
        import re
        items = [{"date": f"2024-09-{day:02d}", "enabled": day != 19} for day in range(15, 25)]
        items_path = self.write_json("items-texts.json", items)
        meeting = {"ar-EG": "اجتماع", "zh-CN": "会议", "hi-IN": "बैठक", "ru-RU": "встреча", "ja-JP": "会議"}
        for locale, summary in meeting.items():
            with self.subTest(locale=locale):
                events = self.write_json(f"events-{locale}.json",
                                         [{"id": "m", "summary": summary, "start": "2024-09-17"}])
                self.load(f"texts-{locale}", locale, "--format", "html", "--interactive", "--mode", "range",
                          "--items", items_path, "--events", events, "--form-action", "about:blank")
                forward = Keys.ARROW_LEFT if locale == "ar-EG" else Keys.ARROW_RIGHT
                said = []
                def press(*keys):
                    self.keys(*keys)
                    said.append(self.status())
                self.focus_grid()
                press(" ")                                   # the 17th: a range's start
                press(forward, forward, forward, " ")        # the 20th: across the disabled 19th
                press(Keys.ESCAPE)                           # the start dropped
                press(" ")                                   # the 20th: a start again
                press(forward, " ")                          # the 21st: a range
                press(*([Keys.ARROW_LEFT if forward == Keys.ARROW_RIGHT else Keys.ARROW_RIGHT] * 2), " ")  # the 19th
                panel = self.driver.find_element(By.CSS_SELECTOR, ".calgrid-day-events").text
                self.assertTrue(all(said), said)
                labels = [cell.get_attribute("aria-label") for cell in
                          self.driver.find_elements(By.CSS_SELECTOR, "td[aria-label]")]
                texts = said + labels + [panel, self.driver.title,
                                         self.driver.find_element(By.TAG_NAME, "body").text]
                english = [text for text in texts if re.search(r"[A-Za-z]", text)]
                self.assertEqual(english, [], locale)
                # The event count of the 17th is in the cell's name, in the page's language.
                self.assertNotEqual(self.cell(TODAY).get_attribute("aria-label").split("; ")[-1],
                                    self.cell(TODAY).get_attribute("aria-label").split("; ")[0])
                self.audit()

    def test_holidays_are_named_in_the_cell_and_cannot_be_picked_off_days(self):
        # The Cabinet Office's 2019 list: 6 May 2019 was 振替休日 for Children's Day, a Sunday;
        # 7 May a working Tuesday.
        page = calgrid("ja-JP", "--holidays", "--month", "2019-5", "--format", "html", "--interactive",
                       "--disable", "non-working", "--today", "2019-05-07")
        self.assertEqual(page.returncode, 0, page.stderr)
        path = os.path.join(self.directory, "holidays-ja-JP.html")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(page.stdout)
        self.driver.get("file://" + path)
        substitute = self.cell("2019-05-06")
        self.assertIn("calgrid-holiday", substitute.get_attribute("class"))
        self.assertEqual(substitute.find_element(By.CSS_SELECTOR, ".calgrid-holiday-name").text, "振替休日")
        self.assertEqual(substitute.accessible_name, "2019年5月6日月曜日; 振替休日")
        self.assertEqual(substitute.get_attribute("aria-disabled"), "true")
        self.assertEqual(self.cell("2019-05-07").get_attribute("data-working"), "true")
        focused = self.focus_grid()
        self.assertEqual(focused.get_attribute("data-date"), "2019-05-07")
        self.keys(Keys.ARROW_LEFT, " ")
        self.assertEqual(self.field(), "", "a day off cannot be picked")
        self.keys(Keys.ARROW_RIGHT, " ")
        self.assertEqual(self.field(), "2019-05-07")
        self.audit()

    def test_the_focused_days_events_in_a_panel(self):
        events = self.write_json("events.json", [
            {"id": "call", "summary": "Call", "start": "2024-09-17T23:30:00Z", "end": "2024-09-18T00:30:00Z"},
            {"id": "trip", "summary": "Trip", "start": "2024-09-18", "end": "2024-09-20"}])
        self.load("events-tokyo", "en-US", "--month", "2024-9", "--format", "html", "--interactive",
                  "--events", events, "--time-zone", "Asia/Tokyo")
        # Japan is UTC+9: the call is on the 18th there; the trip covers the 18th and 19th (end exclusive).
        self.assertIn("2 events", self.cell("2024-09-18").accessible_name)
        self.assertIn("1 event", self.cell("2024-09-19").accessible_name)
        self.assertNotIn("event", self.cell(TODAY).accessible_name)
        self.focus_grid()
        panel = self.driver.find_element(By.CSS_SELECTOR, ".calgrid-day-events")
        self.assertIn("no events", panel.text)
        self.keys(Keys.ARROW_RIGHT)
        self.assertIn("Wednesday, September 18, 2024", panel.text)
        items = [item.text for item in panel.find_elements(By.CSS_SELECTOR, "li")]
        # All-day first; the call with its start as en-US writes a time (a 12-hour clock: 8:30 AM
        # in Tokyo), in the panel as in the cell.
        self.assertEqual(items[0], "Trip")
        self.assertTrue(items[1].startswith("8:30") and items[1].endswith("AM Call"), items)
        self.assertEqual(panel.find_element(By.CSS_SELECTOR, "li time").get_attribute("datetime"), "08:30")
        self.audit()

    # MARK: Escaping

    def test_a_payload_with_a_script_shows_as_text(self):
        items = [{"date": "2024-09-17", "payload": "<script>window.pwned = 1</script><b>x</b>"},
                 {"date": "2024-09-18", "payload": {"note": "</script><img src=x onerror=window.pwned=2>"}}]
        path = os.path.join(self.directory, "hostile.json")
        with open(path, "w", encoding="utf-8") as handle:
            json.dump(items, handle)
        self.load("hostile", "en-US", "--format", "html", "--interactive", "--items", path, "--show-payloads")
        self.assertIsNone(self.driver.execute_script("return window.pwned"))
        self.assertEqual(self.cell("2024-09-17").find_element(By.CSS_SELECTOR, ".calgrid-note").text,
                         "<script>window.pwned = 1</script><b>x</b>")
        self.assertIn("</script><img", self.cell("2024-09-18").find_element(By.CSS_SELECTOR, ".calgrid-note").text)
        self.assertEqual(len(self.driver.find_elements(By.CSS_SELECTOR, "td b, td img")), 0)


class Documentation(unittest.TestCase):
    """The DocC site that Scripts/docs writes, served over HTTP as a static host would."""

    def test_the_site_shows_the_articles_and_every_public_type(self):
        import functools
        import http.server
        import threading
        handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=DOCS)
        handler.log_message = lambda *arguments: None
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        options = webdriver.ChromeOptions()
        options.binary_location = "/usr/bin/chromium"
        for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1300,1400"]:
            options.add_argument(argument)
        driver = webdriver.Chrome(service=Service(executable_path="/usr/bin/chromedriver"), options=options)
        try:
            driver.get(f"http://127.0.0.1:{server.server_address[1]}/documentation/calendargrid/")
            from selenium.webdriver.support.ui import WebDriverWait
            WebDriverWait(driver, 20).until(lambda d: "Getting started" in d.find_element(By.TAG_NAME, "body").text)
            text = driver.find_element(By.TAG_NAME, "body").text
            for title in ["Getting started", "Locales and their keywords", "Calendars", "Month codes, eras and arithmetic years",
                          "Secondary calendars", "Selection workflows", "Embedding in a web page", "Goldens and ICU versions"]:
                self.assertIn(title, text)
            # Every public type of the symbol graph Scripts/docs built the site from.
            graph = json.load(open(os.environ.get("CALGRID_SYMBOL_GRAPH", ".build/docs-scratch/symbol-graphs/CalendarGrid.symbols.json")))
            kinds = {"swift.struct", "swift.class", "swift.enum", "swift.protocol"}
            types = sorted({s["pathComponents"][0] for s in graph["symbols"]
                            if s["kind"]["identifier"] in kinds and len(s["pathComponents"]) == 1})
            self.assertGreaterEqual(len(types), 30)
            for symbol in types:
                self.assertIn(symbol, text)
            # The events and Foundation libraries have sites of their own, each listing its types.
            graphs = os.path.dirname(os.environ.get("CALGRID_SYMBOL_GRAPH", ".build/docs-scratch/symbol-graphs/CalendarGrid.symbols.json"))
            for module, base, heading in [("CalendarGridEvents", "events", "iCalendar files"),
                                          ("CalendarGridFoundation", "foundation", "Foundation")]:
                driver.get(f"http://127.0.0.1:{server.server_address[1]}/{base}/documentation/{module.lower()}/")
                WebDriverWait(driver, 20).until(lambda d: heading in d.find_element(By.TAG_NAME, "body").text)
                text = driver.find_element(By.TAG_NAME, "body").text
                graph = json.load(open(os.path.join(graphs, module + ".symbols.json")))
                types = sorted({s["pathComponents"][0] for s in graph["symbols"]
                                if s["kind"]["identifier"] in kinds and len(s["pathComponents"]) == 1
                                and s.get("accessLevel") == "public"})
                self.assertTrue(module != "CalendarGridEvents" or len(types) >= 8, types)
                for symbol in types:
                    self.assertIn(symbol, text)
        finally:
            driver.quit()
            server.shutdown()


if __name__ == "__main__":
    unittest.main(verbosity=2)
