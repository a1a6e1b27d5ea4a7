"""Records, while a package's own tests run, which expansions their assertions check.

dateutil's `rrule` and `rruleset` are instrumented in place: each rule keeps the
arguments it was made with (`_trace_kwargs`, also when the constructor refuses them),
each `rrulestr` result the text it was read from (`_trace_text`), and each expansion a
test asks for (iteration, `between`, `before`, `after`, `xafter`, indexing) becomes an
`Expansion` with what it gave. Assertions are instrumented too: `assertEqual`, plain
`assert a == b` (the module's source is rewritten to call `Trace.equal`), `assertRaises`,
`pytest.raises` and `pytest.warns`. Each assertion that compares an expansion with
values the test wrote becomes a `Check`; each expected error, an `ExpectedError`. The
extractors turn those into cases; nothing of the tests is kept.
"""
import ast
import contextlib
import datetime
import sys
import unittest

from dateutil import rrule as rrule_module


class Expansion:
    def __init__(self, rule, kind, args):
        self.rule, self.kind, self.args = rule, kind, args
        self.items, self.value, self.complete, self.error = [], None, False, None

    def result(self):
        return self.items if self.kind in ("list", "xafter") else self.value


class Check:
    """An assertion that an expansion gave `expected` (elements: some of its items)."""

    def __init__(self, expansion, expected, elements=False):
        self.expansion, self.expected, self.elements = expansion, expected, elements


class ExpectedError:
    """A test's expectation that making or expanding a rule fails."""

    def __init__(self, what, error, warning=False):
        # what: ("construct", kwargs), ("parse", text, options) or ("expand", rule)
        self.what, self.error, self.warning = what, error, warning


class Trace:
    def __init__(self):
        self.depth = 0
        self.start_test(None)

    def start_test(self, name):
        self.test, self.log, self.results, self.since_assertion = name, [], [], []

    # dateutil's side

    def constructed(self, kwargs, error):
        self.log.append(("construct", kwargs, error))

    def parsed(self, text, options, error):
        self.log.append(("parse", text, options, error))

    def expansion(self, rule, kind, args):
        entry = Expansion(rule, kind, args)
        self.log.append(("expand", entry))
        self.since_assertion.append(entry)
        return entry

    def expansions(self):
        return [item[1] for item in self.log if item[0] == "expand"]

    # the test's side

    def equal(self, first, second, computed=False):
        """Called for each equality assertion; returns first == second for `assert`.
        computed: the expected side is itself an expansion (`list(other_rule)`)."""
        fresh, self.since_assertion = self.since_assertion, []
        if computed or sys._getframe(2).f_code.co_name == "_rrulestr_reverse_test":
            return first == second  # str() round trips and the like compare two expansions
        candidates = [entry for entry in reversed(self.expansions())
                      if entry.kind not in ("count", "contains") and entry.error is None]
        if not candidates:
            return first == second
        others = [entry for entry in fresh if entry.kind not in ("count", "contains")]
        for entry in candidates:
            if _same(entry.result(), first):
                self.results.append(Check(entry, second))
                return first == second
        for entry in candidates:
            if entry.kind in ("list", "xafter") and not isinstance(first, (list, tuple)) and first in entry.items:
                self.results.append(Check(entry, second, elements=True))
                return first == second
        if others and _like(others[-1], second):  # the package disagrees with its own test:
            self.results.append(Check(others[-1], second))  # keep what the test expects
        return first == second

    def raised(self, mark, error, warning=False):
        for item in reversed(self.log[mark:]):
            if item[0] == "construct" and item[2] is not None:
                self.results.append(ExpectedError(("construct", item[1]), error, warning))
                return
            if item[0] == "parse" and item[3] is not None:
                self.results.append(ExpectedError(("parse", item[1], item[2]), error, warning))
                return
            if item[0] == "expand" and item[1].error is not None:
                self.results.append(ExpectedError(("expand", item[1].rule), error, warning))
                return
        for item in reversed(self.log[mark:]):
            if warning and item[0] == "construct":
                self.results.append(ExpectedError(("construct", item[1]), error, warning))
                return
            if item[0] == "parse":
                self.results.append(ExpectedError(("parse", item[1], item[2]), error, warning))
                return


def _like(entry, value):
    """Whether value could be what the expansion was expected to give."""
    if isinstance(value, (list, tuple)):
        return all(isinstance(item, datetime.date) for item in value) and (
            entry.kind in ("list", "xafter", "between") or entry.kind == "getitem")
    return isinstance(value, datetime.date) and entry.kind in ("before", "after", "getitem")


def _same(result, value):
    if isinstance(result, list) and isinstance(value, (list, tuple)):
        return list(value) == result
    return not isinstance(result, list) and result == value


TRACE = Trace()


def _traced_generator(entry, generator):
    while True:
        TRACE.depth += 1
        try:
            item = next(generator)
        except StopIteration:
            entry.complete = True
            return
        except Exception as error:
            entry.error = error
            raise
        finally:
            TRACE.depth -= 1
        entry.items.append(item)
        yield item


def install():
    """Instruments dateutil.rrule (once per process)."""
    rrule_class, base = rrule_module.rrule, rrule_module.rrulebase
    if getattr(rrule_class, "_traced", False):
        return
    rrule_class._traced = True
    original_init = rrule_class.__init__

    def init(self, freq, dtstart=None, **kwargs):
        recorded = dict(kwargs, freq=freq, dtstart=dtstart)
        self._trace_kwargs = recorded
        try:
            original_init(self, freq, dtstart=dtstart, **kwargs)
        except Exception as error:
            TRACE.constructed(recorded, error)
            raise
        TRACE.constructed(recorded, None)

    rrule_class.__init__ = init

    parser_class = rrule_module._rrulestr
    original_call = parser_class.__call__

    def parse(self, s, **options):
        try:
            result = original_call(self, s, **options)
        except Exception as error:
            TRACE.parsed(s, options, error)
            raise
        result._trace_text, result._trace_options = s, options
        TRACE.parsed(s, options, None)
        return result

    parser_class.__call__ = parse

    original_iter = base.__iter__

    def iterate(self):
        if TRACE.depth:
            return original_iter(self)
        return _traced_generator(TRACE.expansion(self, "list", ()), original_iter(self))

    base.__iter__ = iterate

    original_xafter = base.xafter

    def xafter(self, dt, count=None, inc=False):
        if TRACE.depth:
            return original_xafter(self, dt, count, inc)
        entry = TRACE.expansion(self, "xafter", (dt, count, inc))
        return _traced_generator(entry, original_xafter(self, dt, count, inc))

    base.xafter = xafter

    for name, kind in (("__getitem__", "getitem"), ("between", "between"), ("before", "before"),
                       ("after", "after"), ("count", "count"), ("__contains__", "contains")):
        setattr(base, name, _eager(getattr(base, name), kind))


def _eager(method, kind):
    def traced(self, *args, **kwargs):
        if TRACE.depth:
            return method(self, *args, **kwargs)
        entry = TRACE.expansion(self, kind, (args, kwargs))
        TRACE.depth += 1
        try:
            entry.value = method(self, *args, **kwargs)
        except Exception as error:
            entry.error = error
            raise
        finally:
            TRACE.depth -= 1
        entry.complete = True
        return entry.value

    return traced


def instrument_assertions():
    """assertEqual, assertRaises, pytest.raises and pytest.warns report to TRACE."""
    original_equal = unittest.TestCase.assertEqual

    def assert_equal(self, first, second, msg=None):
        TRACE.equal(first, second)
        return original_equal(self, first, second, msg)

    unittest.TestCase.assertEqual = assert_equal
    original_raises = unittest.TestCase.assertRaises

    def assert_raises(self, expected, *args, **kwargs):
        mark = len(TRACE.log)
        if args:
            result = original_raises(self, expected, *args, **kwargs)
            TRACE.raised(mark, expected)
            return result
        return _Watching(original_raises(self, expected, **kwargs), expected, mark)

    unittest.TestCase.assertRaises = assert_raises
    try:
        import pytest
    except ImportError:
        return
    for name, warning in (("raises", False), ("warns", True)):
        original = getattr(pytest, name)

        def watched(expected, *args, _original=original, _warning=warning, **kwargs):
            mark = len(TRACE.log)
            if args:
                result = _original(expected, *args, **kwargs)
                TRACE.raised(mark, expected, _warning)
                return result
            return _Watching(_original(expected, **kwargs), expected, mark, _warning)

        setattr(pytest, name, watched)


class _Watching(contextlib.AbstractContextManager):
    def __init__(self, inner, expected, mark, warning=False):
        self.inner, self.expected, self.mark, self.warning = inner, expected, mark, warning

    def __enter__(self):
        self.mark = len(TRACE.log)
        return self.inner.__enter__()

    def __exit__(self, *exc):
        handled = self.inner.__exit__(*exc)
        TRACE.raised(self.mark, self.expected, self.warning)
        return handled


class _RewriteAsserts(ast.NodeTransformer):
    """`assert a == b` becomes `assert __trace_equal__(a, b, computed)`, computed telling
    whether b is written as an expansion itself (`list(...)`)."""

    def visit_Assert(self, node):
        test = node.test
        if isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], ast.Eq):
            expected = test.comparators[0]
            computed = (isinstance(expected, ast.Call) and isinstance(expected.func, ast.Name)
                        and expected.func.id == "list")
            call = ast.Call(func=ast.Name(id="__trace_equal__", ctx=ast.Load()),
                            args=[test.left, expected, ast.Constant(value=computed)], keywords=[])
            node.test = ast.copy_location(call, test)
        return node


def load_module(path, name):
    """Executes a test module's source, its `assert a == b` rewritten, as module `name`."""
    import types

    with open(path, encoding="utf-8") as handle:
        tree = ast.parse(handle.read(), filename=path)
    tree = ast.fix_missing_locations(_RewriteAsserts().visit(tree))
    module = types.ModuleType(name)
    module.__file__ = path
    module.__dict__["__trace_equal__"] = lambda first, second, computed: TRACE.equal(first, second, computed)
    sys.modules[name] = module
    exec(compile(tree, path, "exec"), module.__dict__)
    return module


def test_callables(module):
    """(qualified name, callable, marks) for each test of a module, in source order."""
    tests = []
    for name, value in vars(module).items():
        if isinstance(value, type) and issubclass(value, unittest.TestCase) and value is not unittest.TestCase:
            if value.__module__ != module.__name__:
                continue
            methods = [item for item in vars(value) if item.startswith("test") and callable(getattr(value, item))]
            for method in methods:
                function = getattr(value, method)
                marks = [mark.name for mark in getattr(function, "pytestmark", [])]

                def run(cls=value, method=method):
                    if not cls.__dict__.get("_trace_class_ready"):
                        cls.setUpClass()  # once, as unittest does
                        cls._trace_class_ready = True
                    instance = cls(method)
                    instance.setUp()
                    try:
                        getattr(instance, method)()
                    finally:
                        instance.tearDown()

                tests.append((f"{name}.{method}", method, run, marks))
        elif name.startswith("test") and callable(value) and getattr(value, "__module__", None) == module.__name__:
            marks = [mark.name for mark in getattr(value, "pytestmark", [])]
            tests.append((name, name, value, marks))
    return tests
